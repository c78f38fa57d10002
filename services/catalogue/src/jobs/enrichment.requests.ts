import { createHash } from 'node:crypto';

import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AnimeResource, CATALOGUE_JOB_PRIORITY, type CatalogueJobPriority } from '@tracker/contracts';

import type { AnimeEntity } from '../anime/anime.entity.js';
import { CatalogueQueue } from './catalogue-queue.js';

/** A row refreshed from the public API within this long is not queued again. */
const REFRESH_AFTER_MS = 7 * 24 * 60 * 60_000;
/** This replica remembers what it queued for this long, so popular titles cost no Redis round trip per view. */
const RECENTLY_QUEUED_MS = 10 * 60_000;
const RECENTLY_QUEUED_MAX = 10_000;
/**
 * A resource fetch may be wanted again whenever its stored copy goes stale, so its finished job (which
 * would block a new one with the same id) is removed; a failed one is kept an hour for inspection.
 */
const RESOURCE_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: { age: 60 * 60 } };
/**
 * Titles someone is waiting for (an import's pending titles): 12 attempts from the 30 s back-off double
 * up to about 17 hours in all, so an outage of the public API for most of a day still completes them. A
 * job that gave up is dropped after an hour, so the importer's hourly sweep can queue the title again.
 */
const TITLE_JOB_OPTIONS = { attempts: 12, removeOnFail: { age: 60 * 60 } };

/** A title never fetched from the public API, or not within a week, and still incomplete. */
export function needsEnrichment(row: Pick<AnimeEntity, 'complete' | 'fetchedAt'>, now = Date.now()): boolean {
  return !row.complete && (row.fetchedAt === null || now - row.fetchedAt.getTime() > REFRESH_AFTER_MS);
}

/** What this replica queued lately, by key: a title's id or a search's text. */
class RecentlyQueued<Key> {
  private readonly queuedAt = new Map<Key, number>();

  /** True, and remembered as queued now, unless `key` was queued within RECENTLY_QUEUED_MS. */
  claim(key: Key, now: number): boolean {
    if (now - (this.queuedAt.get(key) ?? -Infinity) <= RECENTLY_QUEUED_MS) return false;
    if (this.queuedAt.size >= RECENTLY_QUEUED_MAX) this.queuedAt.clear();
    this.queuedAt.set(key, now);
    return true;
  }
}

/**
 * Queues enrichment for the incomplete titles people actually look at (viewed, searched, listed),
 * instead of crawling the catalogue: Jikan asks clients not to bulk-scrape. Jobs are added in the
 * background: the read that asked never waits for Redis, and never fails because of it (a Redis hiccup
 * only delays enrichment).
 */
@Injectable()
export class EnrichmentRequests {
  private readonly logger = new Logger(EnrichmentRequests.name);
  private readonly titles = new RecentlyQueued<number>();
  /** Kept apart from listed titles: opening a title this replica queued as listed raises its job. */
  private readonly openedTitles = new RecentlyQueued<number>();
  private readonly searches = new RecentlyQueued<string>();
  private readonly resources = new RecentlyQueued<string>();

  constructor(@Inject(CatalogueQueue) private readonly queue: CatalogueQueue) {}

  /**
   * A search the catalogue answered with less than a page: the public sources may know more titles.
   * Deduplicated by the normalised text: each replica remembers the texts it queued, and a finished job
   * keeps its id for a while, so repeats on other replicas are free too.
   */
  requestSearch(text: string, now = Date.now()): void {
    const q = text.trim().toLowerCase().replace(/\s+/g, ' ');
    if (q.length < 3 || !this.searches.claim(q, now)) return;
    this.queue
      .add(
        'search-anime',
        [{ id: `search-${createHash('sha1').update(q).digest('hex')}`, data: { q } }],
        CATALOGUE_JOB_PRIORITY.warm,
      )
      .catch((error: Error) => this.logger.warn(`Could not queue a search: ${error.message}`));
  }

  /**
   * A detail sub-resource a reply answered without: fetched and kept by a job, at the rate limit's pace,
   * among opened titles (a person is on that tab).
   */
  requestResource(malId: number, resource: AnimeResource, page = 1, now = Date.now()): void {
    const id = `resource-${malId}-${resource}-${page}`;
    if (!this.resources.claim(id, now)) return;
    this.queue
      .add(
        'fetch-resource',
        [{ id, data: { malId, resource, page } }],
        CATALOGUE_JOB_PRIORITY.opened,
        RESOURCE_JOB_OPTIONS,
      )
      .catch((error: Error) => this.logger.warn(`Could not queue a resource fetch: ${error.message}`));
  }

  /** Titles the catalogue lacks, fetched by jobs (deduplicated by id with the enrichment of viewed titles). */
  requestTitles(malIds: number[], now = Date.now()): void {
    const due = malIds.filter((malId) => this.titles.claim(malId, now));
    if (due.length === 0) return;
    this.queue
      .add(
        'enrich-anime',
        due.map((malId) => ({ id: `enrich-${malId}`, data: { malId } })),
        CATALOGUE_JOB_PRIORITY.listed,
        TITLE_JOB_OPTIONS,
      )
      .catch((error: Error) => this.logger.warn(`Could not queue titles to fetch: ${error.message}`));
  }

  /**
   * Incomplete or stale titles a read returned: `listed` on a page (the lowest priority), or `opened` by
   * a person (a detail page, a quick-access panel), which runs before every listed and warm job.
   */
  request(
    rows: Array<Pick<AnimeEntity, 'malId' | 'complete' | 'fetchedAt'>>,
    priority: CatalogueJobPriority = CATALOGUE_JOB_PRIORITY.listed,
    now = Date.now(),
  ): void {
    const recent = priority === CATALOGUE_JOB_PRIORITY.opened ? this.openedTitles : this.titles;
    const due = rows.filter((row) => needsEnrichment(row, now) && recent.claim(row.malId, now));
    if (due.length === 0) return;
    this.queue
      .add(
        'enrich-anime',
        due.map((row) => ({ id: `enrich-${row.malId}`, data: { malId: row.malId } })),
        priority,
      )
      .catch((error: Error) => this.logger.warn(`Could not queue enrichment: ${error.message}`));
  }
}
