import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import type { AnimeWatcher } from '@tracker/contracts';
import { SERVICE_ENV } from '@tracker/microservice';
import { createRedisClient, KEY_AREAS, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';

/** Spec §9: the user list of a title is cached 5 minutes. */
export const WATCHERS_TTL_SECONDS = 5 * 60;

/**
 * Who has a title, cached in Redis for every replica: one hash per title, a field per limit. A write to
 * the title's entries drops the hash, so the cache only saves work and never shows a stale list.
 */
@Injectable()
export class WatchersCache implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(SERVICE_ENV) private readonly env: BaseEnv) {
    this.redis = createRedisClient(env.REDIS_URL);
  }

  private key(animeId: number): string {
    return redisKey(this.env.REDIS_PREFIX, KEY_AREAS.cache, 'lists', 'watchers', animeId);
  }

  async get(animeId: number, limit: number): Promise<AnimeWatcher[] | null> {
    const cached = await this.redis.hget(this.key(animeId), String(limit)).catch(() => null);
    return cached ? (JSON.parse(cached) as AnimeWatcher[]) : null;
  }

  async set(animeId: number, limit: number, watchers: AnimeWatcher[]): Promise<void> {
    const key = this.key(animeId);
    await this.redis
      .multi()
      .hset(key, String(limit), JSON.stringify(watchers))
      .expire(key, WATCHERS_TTL_SECONDS, 'NX')
      .exec()
      .catch(() => undefined);
  }

  async forget(animeId: number): Promise<void> {
    await this.redis.del(this.key(animeId)).catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
