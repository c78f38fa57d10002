import { Inject, Injectable } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import { SERVICE_ENV } from '@tracker/microservice';
import { KEY_AREAS, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';

import { SocialRedis } from './social-redis.js';

/**
 * Takes one place in the counter's window, or none when it is full (then answers the ms until it frees
 * up, else 0). One step on Redis, so parallel sends cannot all pass the check before any is counted.
 * KEYS[1]: the counter; ARGV[1]: the window in ms; ARGV[2]: the limit.
 */
const TAKE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[2]) then
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then ttl = tonumber(ARGV[1]) end
  return ttl
end
redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 0`;

export interface RateLimit {
  /** What is counted, e.g. 'messages'. */
  scope: string;
  max: number;
  windowMs: number;
}

/** Fixed-window counters per user in Redis, so every replica of the service counts together. */
@Injectable()
export class RateLimiter {
  private readonly redis: Redis;

  constructor(
    @Inject(SERVICE_ENV) private readonly env: BaseEnv,
    @Inject(SocialRedis) redis: SocialRedis,
  ) {
    this.redis = redis.client;
  }

  /** Counts one for `userId`; answers 0, or the ms to wait when the window is full (nothing counted). */
  async take({ scope, max, windowMs }: RateLimit, userId: string): Promise<number> {
    const key = redisKey(this.env.REDIS_PREFIX, KEY_AREAS.rateLimit, 'social', scope, userId);
    return Number(await this.redis.eval(TAKE, 1, key, windowMs, max));
  }
}
