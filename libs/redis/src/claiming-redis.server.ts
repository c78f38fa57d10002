import { ServerRedis, type RedisOptions } from '@nestjs/microservices';

import { BROADCAST_PREFIX } from '@tracker/contracts';
import { KEY_AREAS, redisKey } from './keys.js';
import { ReplicaMembership } from './replica-membership.js';

type TransportOptions = Required<RedisOptions>['options'];

/** How long a claim lives: longer than any handler may run, short enough not to pile up keys. */
const CLAIM_TTL_MS = 30_000;
/** How long the other replicas leave a message to its preferred replica before claiming it themselves. */
const FAILOVER_CLAIM_DELAY_MS = 25;

/**
 * The NestJS Redis transport is plain pub/sub: every replica receives every message. This server claims
 * each request (by its id) and each event (by the id the client stamps on it) with `SET NX` before
 * handling it, so exactly one replica does the work. To spread the work, the replica that rendezvous
 * hashing prefers for a message claims it at once and the others only after a short delay, which covers
 * a preferred replica that has just died. Broadcast events skip the claim. Channels carry the stack's
 * prefix so several stacks can share one Redis.
 */
export class ClaimingRedisServer extends ServerRedis {
  private readonly channelPrefix: string;
  private readonly membership: ReplicaMembership;

  /** `group` names the replicas that share the work: the service name. */
  constructor(
    private readonly prefix: string,
    group: string,
    options: TransportOptions,
  ) {
    super(options);
    this.channelPrefix = `${redisKey(prefix, KEY_AREAS.transport)}:`;
    const self = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
    this.membership = new ReplicaMembership(redisKey(prefix, KEY_AREAS.replicas, group), self);
  }

  override getRequestPattern(pattern: string): string {
    return this.channelPrefix + pattern;
  }

  override getReplyPattern(pattern: string): string {
    return `${this.channelPrefix}${pattern}.reply`;
  }

  /** Same as Nest's, but ready only once every channel is subscribed: a started service answers at once. */
  override start(callback?: (error?: unknown) => void): void {
    Promise.all([this.subClient.connect(), this.pubClient.connect()])
      .then(() =>
        Promise.all([this.subscribe(this.subClient, this.pubClient), this.membership.start(this.pubClient)]),
      )
      .then(() => callback?.(), callback);
  }

  override async close(): Promise<void> {
    if (this.pubClient) await this.membership.stop(this.pubClient);
    await super.close();
  }

  override bindEvents(subClient: SubscriberClient, pubClient: unknown): void {
    void this.subscribe(subClient, pubClient);
  }

  /** Requests and events alike are subscribed under the prefix. */
  private async subscribe(subClient: SubscriberClient, pubClient: unknown): Promise<void> {
    subClient.on(
      'message',
      this.getMessageHandler(pubClient).bind(this) as (channel: string, buffer: string) => unknown,
    );
    await Promise.all(
      [...this.messageHandlers.keys()].map((pattern) => subClient.subscribe(this.getRequestPattern(pattern))),
    );
  }

  override async handleMessage(
    channel: string,
    buffer: string,
    pub: unknown,
    _pattern: string,
  ): Promise<unknown> {
    const pattern = channel.startsWith(this.channelPrefix)
      ? channel.slice(this.channelPrefix.length)
      : channel;
    const packet = this.parseMessage(buffer) as { id?: string; metadata?: { eventId?: string } };
    const messageId = packet.id ?? packet.metadata?.eventId;
    if (messageId !== undefined && !pattern.startsWith(BROADCAST_PREFIX)) {
      if (!(await this.claim(messageId))) return undefined;
      this.logger.debug?.(`claimed ${pattern} ${messageId}`);
    }
    return super.handleMessage(pattern, buffer, pub, pattern);
  }

  private async claim(messageId: string): Promise<boolean> {
    if (!this.membership.isPreferred(messageId)) {
      await new Promise((resolve) => setTimeout(resolve, FAILOVER_CLAIM_DELAY_MS));
    }
    const key = redisKey(this.prefix, KEY_AREAS.claim, messageId);
    const claimed = await this.pubClient.set(key, this.membership.self, 'PX', CLAIM_TTL_MS, 'NX');
    return claimed === 'OK';
  }
}

interface SubscriberClient {
  on(event: 'message', handler: (channel: string, buffer: string) => unknown): void;
  subscribe(channel: string): Promise<unknown>;
}
