import type { Anime, AnimeSeason } from '../anime.js';
import type { CountedPage, Page } from '../envelope.js';
import type { AnimeBatch, ScheduleDay, ScheduleEntry, WeekSchedule } from '../schemas/catalogue-responses.js';
import { request } from './message.js';

// The responses are schemas (schemas/catalogue-responses.ts); a type-only export keeps zod out of the main entry.
export type { AnimeBatch, ScheduleDay, ScheduleEntry, WeekSchedule };

/** Spec §9 filter vocabulary as the search sends it (lowercase); the catalogue maps it to stored values. */
export const ANIME_SEARCH_TYPES = ['tv', 'movie', 'ova', 'special', 'ona', 'music'] as const;
export type AnimeSearchType = (typeof ANIME_SEARCH_TYPES)[number];

export const ANIME_SEARCH_STATUSES = ['airing', 'complete', 'upcoming'] as const;
export type AnimeSearchStatus = (typeof ANIME_SEARCH_STATUSES)[number];

export const ANIME_SEARCH_ORDERS = ['score', 'popularity', 'members', 'title', 'start_date'] as const;
export type AnimeSearchOrder = (typeof ANIME_SEARCH_ORDERS)[number];

export const SEARCH_SORTS = ['asc', 'desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The public database's top-list filters. */
export const TOP_ANIME_FILTERS = ['airing', 'upcoming', 'bypopularity', 'favorite'] as const;
export type TopAnimeFilter = (typeof TOP_ANIME_FILTERS)[number];

/** Jikan's broadcast days, in calendar order (the week starts on Monday). */
export const BROADCAST_DAYS = [
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
  'Sundays',
] as const;
export type BroadcastDay = (typeof BROADCAST_DAYS)[number];

/** Longest accepted search text, in characters. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** Most genre ids one search may require. */
export const SEARCH_MAX_GENRES = 20;
/** Most ids one batch may ask for. */
export const BATCH_MAX_IDS = 50;

/**
 * GET /api/database/search. Every filter is optional and they combine. Without `order_by` results come by
 * relevance to `q` (exact title, then title prefix, word prefix, anywhere in a title, then typo-tolerant
 * similarity), or most members first without `q`. `sort` defaults to desc (asc for title); popularity is a rank, so
 * desc means most popular first. Unknown values (null scores, dates) always sort last.
 */
export interface AnimeSearchRequest {
  q?: string;
  type?: AnimeSearchType;
  status?: AnimeSearchStatus;
  /** 0–10; titles without a score never meet a minimum. */
  min_score?: number;
  season?: AnimeSeason;
  /** Genre ids (mal_id) that must all be present. */
  genres?: number[];
  order_by?: AnimeSearchOrder;
  sort?: SearchSort;
  /** YYYY-MM-DD: titles that started airing on or after this day (in Japan). */
  start_date?: string;
  page?: number;
  /** 1–25, default 25; `hasNext` is true when a full page came back. */
  limit?: number;
}

export interface AnimeBatchRequest {
  ids: number[];
}

export interface TopAnimeRequest {
  type?: AnimeSearchType;
  filter?: TopAnimeFilter;
  page?: number;
}

export interface AnimeBySlugRequest {
  slug: string;
  /** As `catalogue.anime.get`'s: the detail page's wait for an incomplete title. */
  openedWaitUntil?: number;
}

export const CATALOGUE_SEARCH = {
  /**
   * Searches and filters the catalogue, with how many titles match in all; BAD_REQUEST names the parameter
   * and the accepted values.
   */
  search: request<AnimeSearchRequest, CountedPage<Anime>>('catalogue', 'catalogue.anime.search'),
  /** Up to 50 titles by id in one call. */
  batch: request<AnimeBatchRequest, AnimeBatch>('catalogue', 'catalogue.anime.batch'),
  /**
   * Ranked titles, 25 a page: only titles with a score (by rank, then score, then members), or with a
   * popularity rank for 'bypopularity' and 'upcoming', or a favorites count for 'favorite'.
   */
  top: request<TopAnimeRequest, Page<Anime>>('catalogue', 'catalogue.anime.top'),
  /** Spec §2 slug rule; NOT_FOUND when no title matches. */
  bySlug: request<AnimeBySlugRequest, Anime>('catalogue', 'catalogue.anime.by-slug'),
  schedule: request<Record<string, never>, WeekSchedule>('catalogue', 'catalogue.schedule.week'),
};
