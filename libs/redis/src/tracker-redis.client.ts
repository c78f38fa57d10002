import { randomUUID } from 'node:crypto';

import { ClientRedis, type ReadPacket, type RedisOptions } from '@nestjs/microservices';

import { KEY_AREAS, redisKey } from './keys.js';

type TransportOptions = Required<RedisOptions>['options'];

/**
 * The client side of {@link ClaimingRedisServer}: the same channel prefix, and an id stamped on every
 * event so that exactly one replica claims it.
 */
export class TrackerRedisClient extends ClientRedis {
  private readonly channelPrefix: string;

  constructor(prefix: string, options: TransportOptions) {
    super(options);
    this.channelPrefix = `${redisKey(prefix, KEY_AREAS.transport)}:`;
    this.setOnDispatchHook((packet) => {
      packet.metadata = { ...packet.metadata, eventId: randomUUID() };
    });
  }

  override getRequestPattern(pattern: string): string {
    return this.channelPrefix + pattern;
  }

  override getReplyPattern(pattern: string): string {
    return `${this.channelPrefix}${pattern}.reply`;
  }

  protected override dispatchEvent(packet: ReadPacket): Promise<unknown> {
    const pattern = this.normalizePattern(packet.pattern);
    const serialized = this.serializer.serialize(packet);
    return this.pubClient.publish(this.getRequestPattern(pattern), JSON.stringify(serialized));
  }
}
