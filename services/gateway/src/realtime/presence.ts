import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import { KEY_AREAS, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';

import { AUTH_REDIS } from '../authentication/auth-redis.js';
import { GATEWAY_ENV } from '../transport/service-clients.js';

/** How long a socket counts as online without its replica's heartbeat: a crashed replica's users go by then. */
export const PRESENCE_TTL_MS = 60_000;
const PRESENCE_REFRESH_MS = 20_000;

/**
 * Who has a page open, across every replica: each user's live sockets in a sorted set scored by when
 * they stop counting, which their replica pushes forward while they stay connected.
 */
@Injectable()
export class Presence implements OnModuleInit, OnModuleDestroy {
  /** This replica's sockets, by id, with their user. */
  private readonly local = new Map<string, string>();
  private heartbeat?: NodeJS.Timeout;

  constructor(
    @Inject(AUTH_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  onModuleInit(): void {
    this.heartbeat = setInterval(() => void this.refresh(), PRESENCE_REFRESH_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
  }

  /** Counts the socket in; true when it is the user's only live one (they just came online). */
  async arrive(userId: string, socketId: string): Promise<boolean> {
    this.local.set(socketId, userId);
    const now = Date.now();
    const key = this.key(userId);
    const replies = await this.redis
      .multi()
      .zadd(key, now + PRESENCE_TTL_MS, socketId)
      .pexpire(key, PRESENCE_TTL_MS)
      .zcount(key, now, '+inf')
      .exec();
    return replies?.[2]?.[1] === 1;
  }

  /** Counts the socket out; true when the user has no live socket left anywhere (they went offline). */
  async leave(userId: string, socketId: string): Promise<boolean> {
    this.local.delete(socketId);
    const key = this.key(userId);
    const replies = await this.redis.multi().zrem(key, socketId).zcount(key, Date.now(), '+inf').exec();
    return replies?.[1]?.[1] === 0;
  }

  /** The users among `userIds` with a live socket; none while Redis is unreachable. */
  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const now = Date.now();
    const pipeline = this.redis.pipeline();
    for (const userId of userIds) pipeline.zcount(this.key(userId), now, '+inf');
    const replies = await pipeline.exec().catch(() => null);
    return new Set(userIds.filter((_userId, index) => Number(replies?.[index]?.[1] ?? 0) > 0));
  }

  private async refresh(): Promise<void> {
    if (this.local.size === 0) return;
    const until = Date.now() + PRESENCE_TTL_MS;
    const pipeline = this.redis.pipeline();
    for (const [socketId, userId] of this.local) {
      pipeline.zadd(this.key(userId), until, socketId).pexpire(this.key(userId), PRESENCE_TTL_MS);
    }
    // A missed beat is made up by the next one, well inside the TTL.
    await pipeline.exec().catch(() => undefined);
  }

  private key(userId: string): string {
    return redisKey(this.env.REDIS_PREFIX, KEY_AREAS.realtime, 'online', userId);
  }
}
