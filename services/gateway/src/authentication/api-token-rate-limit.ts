import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import { KEY_AREAS, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';

import { GATEWAY_ENV } from '../transport/service-clients.js';
import { AUTH_REDIS, withAuthRedis } from './auth-redis.js';

/** The window API-token requests are counted in. */
export const API_TOKEN_WINDOW_MS = 60_000;

/**
 * Counts one request; past the limit answers how many ms until the window ends (else 0). A window starts
 * with its first request. KEYS[1] the counter; ARGV: the window in ms, the limit.
 */
const TAKE = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if count > tonumber(ARGV[2]) then return ttl end
return 0`;

/** 429 with the wait in words and in a Retry-After header. */
export class ApiTokenRateLimitedException extends HttpException {
  constructor(
    max: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      `Too many requests with this API token: at most ${max} a minute. Please try again in ${retryAfterSeconds} s.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * API_TOKEN_MAX_PER_MINUTE requests per token in a fixed minute, counted in Redis so that every gateway
 * replica counts together.
 */
@Injectable()
export class ApiTokenRateLimit {
  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(AUTH_REDIS) private readonly redis: Redis,
  ) {}

  /** Counts a request with the token, or throws {@link ApiTokenRateLimitedException} past the limit. */
  async take(tokenId: string): Promise<void> {
    const key = redisKey(this.env.REDIS_PREFIX, KEY_AREAS.rateLimit, 'api-token', tokenId);
    const max = this.env.API_TOKEN_MAX_PER_MINUTE;
    const waitMs = Number(await withAuthRedis(() => this.redis.eval(TAKE, 1, key, API_TOKEN_WINDOW_MS, max)));
    if (waitMs > 0) throw new ApiTokenRateLimitedException(max, Math.max(1, Math.ceil(waitMs / 1000)));
  }
}
