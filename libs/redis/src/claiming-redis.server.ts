import { ServerRedis, type RedisOptions } from '@nestjs/microservices';

import { BROADCAST_PREFIX } from '@tracker/contracts';
import { KEY_AREAS, redisKey } from './keys.js';

type TransportOptions = Required<RedisOptions>['options'];

/** How long a claim lives: longer than any handler may run, short enough not to pile up keys. */
const CLAIM_TTL_MS = 30_000;

/**
 * The NestJS Redis transport is plain pub/sub: every replica receives every message. This server claims
 * each request (by its id) and each event (by the id the client stamps on it) with `SET NX` before
 * handling it, so exactly one replica does the work. Broadcast events skip the claim. Channels carry the
 * stack's prefix so several stacks can share one Redis.
 */
export class ClaimingRedisServer extends ServerRedis {
  private readonly channelPrefix: string;
  private readonly instanceId = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

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

  /** Same as Nest's, but events are subscribed under the prefix too. */
  override bindEvents(subClient: SubscriberClient, pubClient: unknown): void {
    subClient.on('message', this.getMessageHandler(pubClient).bind(this) as (channel: string, buffer: string) => unknown);
    for (const pattern of this.messageHandlers.keys()) {
      void subClient.subscribe(this.getRequestPattern(pattern));
    }
  }

  override async handleMessage(channel: string, buffer: string, pub: unknown, _pattern: string): Promise<unknown> {
    const pattern = channel.startsWith(this.channelPrefix) ? channel.slice(this.channelPrefix.length) : channel;
    const packet = this.parseMessage(buffer) as { id?: string; metadata?: { eventId?: string } };
    const messageId = packet.id ?? packet.metadata?.eventId;
    if (!pattern.startsWith(BROADCAST_PREFIX) && messageId !== undefined && !(await this.claim(messageId))) {
      return undefined;
    }
    return super.handleMessage(pattern, buffer, pub, pattern);
  }

  private async claim(messageId: string): Promise<boolean> {
    const key = redisKey(this.prefix, KEY_AREAS.claim, messageId);
    const claimed = await this.pubClient.set(key, this.instanceId, 'PX', CLAIM_TTL_MS, 'NX');
    return claimed === 'OK';
  }
}

interface SubscriberClient {
  on(event: 'message', handler: (channel: string, buffer: string) => unknown): void;
  subscribe(channel: string): Promise<unknown>;
}
