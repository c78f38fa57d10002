import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { CatalogueEnv } from '@tracker/config';
import { CATALOGUE } from '@tracker/contracts';
import { emit, TrackerRedisClient, transportOptions } from '@tracker/redis';

import { CATALOGUE_ENV } from '../upstream/upstream.providers.js';
import { AnimeCache } from './anime-cache.js';

/** Long enough for a publish on a busy Redis, short enough never to hold up the job that stored the rows. */
const ANNOUNCE_TIMEOUT_MS = 2_000;

/**
 * Tells every catalogue replica which titles were just stored, so none serves its in-memory copy of the
 * old row. This replica forgets them at once; the others when the broadcast reaches them.
 */
@Injectable()
export class AnimeChanges implements OnApplicationShutdown {
  private readonly logger = new Logger(AnimeChanges.name);
  private readonly client: TrackerRedisClient;

  constructor(
    @Inject(CATALOGUE_ENV) env: CatalogueEnv,
    @Inject(AnimeCache) private readonly cache: AnimeCache,
  ) {
    this.client = new TrackerRedisClient(env.REDIS_PREFIX, transportOptions(env.REDIS_URL));
  }

  /** Never fails the write that triggered it: the cache's short lifetime bounds a lost broadcast. */
  async announce(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    this.cache.invalidate(ids);
    await emit(this.client, CATALOGUE.animeChanged, { ids }, ANNOUNCE_TIMEOUT_MS).catch((error: Error) =>
      this.logger.warn(`Could not announce changed titles: ${error.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close().catch(() => undefined);
  }
}
