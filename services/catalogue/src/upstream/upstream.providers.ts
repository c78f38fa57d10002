import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import type { CatalogueEnv } from '@tracker/config';
import { createRedisClient, KEY_AREAS, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';

import { AnimeLookup } from './anime-lookup.js';
import { DEFAULT_JIKAN_OPTIONS, JikanClient } from './jikan.client.js';
import { JIKAN_LIMITS, JikanRateLimiter } from './jikan-rate-limiter.js';
import { DEFAULT_MAL_OPTIONS, MalClient } from './mal.client.js';
import { UpstreamRateLimits } from './upstream-rate-limits.js';
import { UpstreamReachability } from './upstream-reachability.js';

export const CATALOGUE_ENV = Symbol('CATALOGUE_ENV');
export const CATALOGUE_REDIS = Symbol('CATALOGUE_REDIS');

/** Closes the catalogue's Redis connection with the service. */
@Injectable()
export class CatalogueRedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(CATALOGUE_REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

/** The Redis connection and the public-API clients the catalogue's features share. */
export const upstreamProviders: Provider[] = [
  {
    provide: CATALOGUE_REDIS,
    inject: [CATALOGUE_ENV],
    useFactory: (env: CatalogueEnv) => createRedisClient(env.REDIS_URL),
  },
  CatalogueRedisLifecycle,
  {
    provide: JikanClient,
    inject: [CATALOGUE_ENV, CATALOGUE_REDIS],
    useFactory: (env: CatalogueEnv, redis: Redis) =>
      new JikanClient(
        redis,
        new JikanRateLimiter(redis, redisKey(env.REDIS_PREFIX, KEY_AREAS.rateLimit, 'jikan'), {
          ...JIKAN_LIMITS,
          minGapMs: env.JIKAN_MIN_GAP_MS,
        }),
        redisKey(env.REDIS_PREFIX, KEY_AREAS.cache, 'jikan'),
        {
          ...DEFAULT_JIKAN_OPTIONS,
          baseUrl: env.JIKAN_BASE_URL,
          retryDelaysMs: [env.JIKAN_RETRY_BASE_MS, 2 * env.JIKAN_RETRY_BASE_MS],
        },
        new UpstreamReachability(redis, redisKey(env.REDIS_PREFIX, KEY_AREAS.cache, 'jikan', 'reachable')),
        new UpstreamRateLimits(redis, redisKey(env.REDIS_PREFIX, KEY_AREAS.cache, 'jikan', '429s')),
      ),
  },
  {
    provide: MalClient,
    inject: [CATALOGUE_ENV, CATALOGUE_REDIS],
    useFactory: (env: CatalogueEnv, redis: Redis) =>
      new MalClient(redis, redisKey(env.REDIS_PREFIX, KEY_AREAS.cache, 'mal'), {
        ...DEFAULT_MAL_OPTIONS,
        baseUrl: env.MAL_BASE_URL,
        clientId: env.MAL_CLIENT_ID,
      }),
  },
  AnimeLookup,
];
