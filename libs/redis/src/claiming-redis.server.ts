import { ServerRedis, type RedisOptions } from '@nestjs/microservices';

import { BROADCAST_PREFIX } from '@tracker/contracts';
import { KEY_AREAS, redisKey } from './keys.js';

type TransportOptions = Required<RedisOptions>['options'];

/** How long a claim lives: longer than any handler may run, short enough not to pile up keys. */
const CLAIM_TTL_MS = 30_000;
/** A busy replica waits this long per message in flight (capped) before claiming, so idle replicas win. */
const BUSY_CLAIM_DELAY_MS = 1;
const MAX_CLAIM_DELAY_MS = 10;

/**
 * The NestJS Redis transport is plain pub/sub: every replica receives every message. This server claims
 * each request (by its id) and each event (by the id the client stamps on it) with `SET NX` before
 * handling it, so exactly one replica does the work. Broadcast events skip the claim. Channels carry the
 * stack's prefix so several stacks can share one Redis.
 */
export class ClaimingRedisServer extends ServerRedis {
  private readonly channelPrefix: string;
  private readonly instanceId = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  private inFlight = 0;

  constructor(
    private readonly prefix: string,
    options: TransportOptions,
  ) {
    super(options);
    this.channelPrefix = `${redisKey(prefix, KEY_AREAS.transport)}:`;
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
      .then(() => this.subscribe(this.subClient, this.pubClient))
      .then(() => callback?.(), callback);
  }

  override bindEvents(subClient: SubscriberClient, pubClient: unknown): void {
    void this.subscribe(subClient, pubClient);
  }

  /** Requests and events alike are subscribed under the prefix. */
  private async subscribe(subClient: SubscriberClient, pubClient: unknown): Promise<void> {
    subClient.on('message', this.getMessageHandler(pubClient).bind(this) as (channel: string, buffer: string) => unknown);
    await Promise.all([...this.messageHandlers.keys()].map((pattern) => subClient.subscribe(this.getRequestPattern(pattern))));
  }

  override async handleMessage(channel: string, buffer: string, pub: unknown, _pattern: string): Promise<unknown> {
    const pattern = channel.startsWith(this.channelPrefix) ? channel.slice(this.channelPrefix.length) : channel;
    const packet = this.parseMessage(buffer) as { id?: string; metadata?: { eventId?: string } };
    const messageId = packet.id ?? packet.metadata?.eventId;
    if (!pattern.startsWith(BROADCAST_PREFIX) && messageId !== undefined && !(await this.claim(messageId))) {
      return undefined;
    }
    this.logger.debug?.(`claimed ${pattern} ${messageId}`);
    this.inFlight += 1;
    try {
      return await super.handleMessage(pattern, buffer, pub, pattern);
    } finally {
      this.inFlight -= 1;
    }
  }

  private async claim(messageId: string): Promise<boolean> {
    const delay = Math.min(this.inFlight * BUSY_CLAIM_DELAY_MS, MAX_CLAIM_DELAY_MS);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const key = redisKey(this.prefix, KEY_AREAS.claim, messageId);
    const claimed = await this.pubClient.set(key, this.instanceId, 'PX', CLAIM_TTL_MS, 'NX');
    return claimed === 'OK';
  }
}

interface SubscriberClient {
  on(event: 'message', handler: (channel: string, buffer: string) => unknown): void;
  subscribe(channel: string): Promise<unknown>;
}
