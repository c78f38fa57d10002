import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import { KEY_AREAS, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';

import { GATEWAY_ENV } from '../services/service-clients.js';
import { AUTH_REDIS, withAuthRedis } from './auth-redis.js';
import { TooManyAttemptsException } from './too-many-attempts.exception.js';

/** One counter: what it counts (e.g. 'login-ip'), whose it is, and how many a window allows. */
export interface AttemptCounter {
  scope: string;
  id: string;
  max: number;
}

/**
 * Fixed-window attempt counters in Redis, so every gateway replica counts together. A counter's window
 * starts with its first attempt; once it holds `max` attempts, callers are refused until it expires.
 */
@Injectable()
export class AttemptLimiter {
  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(AUTH_REDIS) private readonly redis: Redis,
  ) {}

  /** Throws {@link TooManyAttemptsException} when any counter is full. */
  async assertAllowed(what: string, counters: AttemptCounter[]): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const counter of counters) pipeline.get(this.key(counter)).pttl(this.key(counter));
    const replies = await withAuthRedis(() => pipeline.exec().then(valuesOf));
    let waitMs = 0;
    counters.forEach((counter, i) => {
      const count = Number(replies[2 * i] ?? 0);
      const ttl = Number(replies[2 * i + 1]);
      if (count >= counter.max) waitMs = Math.max(waitMs, ttl > 0 ? ttl : this.env.AUTH_RATE_WINDOW_MS);
    });
    if (waitMs > 0) throw new TooManyAttemptsException(what, Math.ceil(waitMs / 1000));
  }

  async record(counters: AttemptCounter[]): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const counter of counters) {
      pipeline.incr(this.key(counter)).pexpire(this.key(counter), this.env.AUTH_RATE_WINDOW_MS, 'NX');
    }
    await withAuthRedis(() => pipeline.exec().then(valuesOf));
  }

  async clear(counter: AttemptCounter): Promise<void> {
    await withAuthRedis(() => this.redis.del(this.key(counter)));
  }

  private key({ scope, id }: AttemptCounter): string {
    return redisKey(this.env.REDIS_PREFIX, KEY_AREAS.rateLimit, scope, id);
  }
}

/** A pipeline's replies, failing as a whole when any command failed. */
function valuesOf(results: Array<[Error | null, unknown]> | null): unknown[] {
  return (results ?? []).map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}
