import type { Anime } from '../anime.js';
import type { AnimeById, AnimeChanged, AnimeIds, PageRequest } from '../schemas/catalogue-payloads.js';
import type { SeasonOfYear, SeasonPage, UpstreamStatus } from '../schemas/catalogue-responses.js';
import { event, request } from './message.js';

/**
 * The payloads are their schemas' types (schemas/catalogue-payloads.ts). AnimeById's `openedWaitUntil`: a
 * person opened the title's page, the time (epoch ms) until which an incomplete title may wait for the
 * public API, see {@link openedTitleWaitMs}. Services looking a title up never wait.
 */
export type { AnimeById, AnimeChanged, AnimeIds, PageRequest };

/** Most titles one fetch-later request may name: a whole MAL import. */
export const FETCH_LATER_MAX_IDS = 5_000;

// The responses are schemas (schemas/catalogue-responses.ts); a type-only export keeps zod out of the main entry.
export type { SeasonOfYear, SeasonPage, UpstreamStatus };

/** The longest an opened incomplete title waits for the public API before the held record answers. */
export const OPENED_TITLE_WAIT_MS = 2_000;

/**
 * How long a detail read lets an incomplete title wait for the public API (issue 16): up to
 * {@link OPENED_TITLE_WAIT_MS}, and never more than half the asker's own wait for the catalogue, so the
 * held record still arrives in time when the public API is slow. The asker sends the end of that wait as
 * a time, not a length: what the message spent in transit and the catalogue spent finding the title
 * (seconds on a loaded machine) comes out of the wait instead of pushing the answer past the asker's
 * own deadline.
 */
export function openedTitleWaitMs(serviceTimeoutMs: number): number {
  return Math.max(0, Math.min(OPENED_TITLE_WAIT_MS, Math.floor(serviceTimeoutMs / 2)));
}

export const CATALOGUE = {
  /** Resolves one anime by mal_id; NOT_FOUND when unknown. */
  animeGet: request<AnimeById, Anime>('catalogue', 'catalogue.anime.get'),
  /**
   * The current season's titles, 25 a page, with the season's total. While the catalogue has none yet (a
   * seed older than the season), the latest season it has before it.
   */
  currentSeason: request<PageRequest, SeasonPage>('catalogue', 'catalogue.season.current'),
  /**
   * Titles the catalogue does not hold, to fetch from the public API in the background (jobs retried with
   * back-off); their arrival is announced by `animeChanged`. Answers how many were queued.
   */
  animeFetchLater: request<AnimeIds, { queued: number }>('catalogue', 'catalogue.anime.fetch-later'),
  /** Broadcast after titles are stored from the public API, so no replica serves its old copy. */
  animeChanged: event<AnimeChanged>('catalogue', 'catalogue.anime.changed', true),
  /** Whether the public API answered lately and how much enrichment waits: for the health reports. */
  upstreamStatus: request<Record<string, never>, UpstreamStatus>('catalogue', 'catalogue.upstream.status'),
};
