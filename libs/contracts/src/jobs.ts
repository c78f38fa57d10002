import type { AnimeResource } from './messages/catalogue-details.js';

/** Queue and job names with their payloads, declared once (STYLE: `JobOf<JobName>`). */
export const CATALOGUE_QUEUE = 'catalogue';

export interface CatalogueJobs {
  /** Refresh one incomplete or stale title from the public API. */
  'enrich-anime': { malId: number };
  /** Fetch and keep a detail sub-resource a reply could not wait for (episodes take their page). */
  'fetch-resource': { malId: number; resource: AnimeResource; page: number };
  /** Store a page of the current season from the public API. */
  'warm-season': { page: number };
  /** Store a page of the top list. */
  'warm-top': { page: number };
  /** Store a page of the weekly broadcast schedule. */
  'warm-schedule': { page: number };
  /** Race the public sources for a search the catalogue answered thinly, and keep what they find. */
  'search-anime': { q: string };
  /** Seed again from the bundled bangumi-data (an admin asked): titles enriched since are left alone. */
  'reseed-catalogue': Record<string, never>;
}

/**
 * BullMQ priorities (1 runs first): a title somebody opened before the background warm work, and that
 * before titles merely listed on a page. Every job carries one, since BullMQ runs unprioritised jobs first.
 */
export const CATALOGUE_JOB_PRIORITY = { opened: 1, warm: 5, listed: 10 } as const;
export type CatalogueJobPriority = (typeof CATALOGUE_JOB_PRIORITY)[keyof typeof CATALOGUE_JOB_PRIORITY];

export type CatalogueJobName = keyof CatalogueJobs;
export type JobOf<Name extends CatalogueJobName> = CatalogueJobs[Name];
