import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import { KEY_AREAS, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';

import { AUTH_REDIS, withAuthRedis } from '../authentication/auth-redis.js';
import { GATEWAY_ENV } from '../transport/service-clients.js';
import { TooManyAttemptsException } from './too-many-attempts.exception.js';

/** One counter: what it counts (e.g. 'login-ip'), whose it is, and how many a window allows. */
export interface AttemptCounter {
  scope: string;
  id: string;
  max: number;
}

/**
 * Takes one attempt on every counter, or none when any is full (then answers how many ms until the
 * fullest one frees up, else 0). Check and count are one step on Redis, so parallel attempts cannot all
 * pass a check before any of them is counted. A window starts with its counter's first attempt.
 * KEYS: the counters; ARGV[1]: the window in ms; ARGV[1 + i]: the limit of KEYS[i].
 */
const RESERVE = `
local wait = 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[1]) end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 0`;

/** Gives one attempt back on every counter that still holds one; the window keeps running. */
const RELEASE = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

/**
 * Fixed-window attempt counters in Redis, so every gateway replica counts together. An attempt reserves
 * its place on every counter before it is evaluated; one that should not count (a success) is given back.
 */
@Injectable()
export class AttemptLimiter {
  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(AUTH_REDIS) private readonly redis: Redis,
  ) {}

  /** Counts one attempt on every counter, or throws {@link TooManyAttemptsException} when any is full. */
  async reserve(what: string, counters: AttemptCounter[]): Promise<void> {
    const keys = counters.map((counter) => this.key(counter));
    const args = [this.env.AUTH_RATE_WINDOW_MS, ...counters.map((counter) => counter.max)];
    const waitMs = Number(await withAuthRedis(() => this.redis.eval(RESERVE, keys.length, ...keys, ...args)));
    if (waitMs > 0) throw new TooManyAttemptsException(what, Math.ceil(waitMs / 1000));
  }

  /** Gives back an attempt {@link reserve} counted. */
  async release(counters: AttemptCounter[]): Promise<void> {
    const keys = counters.map((counter) => this.key(counter));
    await withAuthRedis(() => this.redis.eval(RELEASE, keys.length, ...keys));
  }

  async clear(counter: AttemptCounter): Promise<void> {
    await withAuthRedis(() => this.redis.del(this.key(counter)));
  }

  private key({ scope, id }: AttemptCounter): string {
    return redisKey(this.env.REDIS_PREFIX, KEY_AREAS.rateLimit, scope, id);
  }
}
