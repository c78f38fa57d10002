import { createHash } from 'node:crypto';

import { Inject, Injectable, Logger } from '@nestjs/common';

import type { AnimeEntity } from '../anime/anime.entity.js';
import { CatalogueQueue } from './catalogue-queue.js';

/** A row refreshed from the public API within this long is not queued again. */
const REFRESH_AFTER_MS = 7 * 24 * 60 * 60_000;
/** This replica remembers what it queued for this long, so popular titles cost no Redis round trip per view. */
const RECENTLY_QUEUED_MS = 10 * 60_000;
const RECENTLY_QUEUED_MAX = 10_000;

/**
 * Queues enrichment for the incomplete titles people actually look at (viewed, searched, listed),
 * instead of crawling the catalogue: Jikan asks clients not to bulk-scrape.
 */
@Injectable()
export class EnrichmentRequests {
  private readonly logger = new Logger(EnrichmentRequests.name);
  private readonly recentlyQueued = new Map<number, number>();

  constructor(@Inject(CatalogueQueue) private readonly queue: CatalogueQueue) {}

  /**
   * A search the catalogue answered with less than a page: the public sources may know more titles.
   * Deduplicated by the normalised text (a finished job keeps its id for a while, so repeats are free).
   */
  async requestSearch(text: string): Promise<void> {
    const q = text.trim().toLowerCase().replace(/\s+/g, ' ');
    if (q.length < 3) return;
    await this.queue
      .add('search-anime', [{ id: `search-${createHash('sha1').update(q).digest('hex')}`, data: { q } }])
      .catch((error: Error) => this.logger.warn(`Could not queue a search: ${error.message}`));
  }

  /** Never fails the read that triggered it: a Redis hiccup only delays enrichment. */
  async request(
    rows: Array<Pick<AnimeEntity, 'malId' | 'complete' | 'fetchedAt'>>,
    now = Date.now(),
  ): Promise<void> {
    const due = rows.filter(
      (row) =>
        !row.complete &&
        (row.fetchedAt === null || now - row.fetchedAt.getTime() > REFRESH_AFTER_MS) &&
        now - (this.recentlyQueued.get(row.malId) ?? -Infinity) > RECENTLY_QUEUED_MS,
    );
    if (due.length === 0) return;
    if (this.recentlyQueued.size + due.length > RECENTLY_QUEUED_MAX) this.recentlyQueued.clear();
    for (const row of due) this.recentlyQueued.set(row.malId, now);
    await this.queue
      .add(
        'enrich-anime',
        due.map((row) => ({ id: `enrich-${row.malId}`, data: { malId: row.malId } })),
      )
      .catch((error: Error) => this.logger.warn(`Could not queue enrichment: ${error.message}`));
  }
}
