import {
  ANIME_SEARCH_TYPES,
  ANIME_STATUS,
  type AnimeSearchOrder,
  type AnimeSearchStatus,
  type AnimeSearchType,
  type AnimeSeason,
  BATCH_MAX_IDS,
  type SearchSort,
  TOP_ANIME_FILTERS,
  type TopAnimeFilter,
} from '@tracker/contracts';
import type { SearchQuery } from '@tracker/contracts/schemas';
import { parseAnimeId, slugify } from '@tracker/domain';
import { badRequest } from '@tracker/redis';

import { parsePage } from '../anime/anime.service.js';

/**
 * Parsing of the search, batch, top and slug requests. The gateway checks the same rules on the query
 * string; the service checks again because any caller on the transport may send anything (the search
 * through its schema, the others here).
 */

/** How each search type and status is stored (the public database's spelling). */
const STORED_TYPES: Record<AnimeSearchType, string> = {
  tv: 'TV',
  movie: 'Movie',
  ova: 'OVA',
  special: 'Special',
  ona: 'ONA',
  music: 'Music',
};

const STORED_STATUSES: Record<AnimeSearchStatus, string> = {
  airing: ANIME_STATUS.airing,
  complete: ANIME_STATUS.finished,
  upcoming: ANIME_STATUS.upcoming,
};

const SLUG_MAX_LENGTH = 200;

export interface SearchOrder {
  by: AnimeSearchOrder;
  direction: SearchSort;
}

/** A validated search: filters in their stored spelling. */
export interface SearchCriteria {
  /** The trimmed search text; absent when the request has none. */
  text?: string;
  type?: string;
  status?: string;
  minScore?: number;
  season?: AnimeSeason;
  genres: number[];
  /** YYYY-MM-DD. */
  startDate?: string;
  /** Absent: by relevance with a text, else most members first. */
  order?: SearchOrder;
  page: number;
  limit: number;
}

export interface TopCriteria {
  type?: string;
  filter?: TopAnimeFilter;
  page: number;
}

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

function listOf(options: readonly string[]): string {
  return options.length === 2
    ? `${options[0]} or ${options[1]}`
    : `one of ${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;
}

/** One of `options`, case-insensitively; undefined when absent. */
function parseChoice<T extends string>(name: string, value: unknown, options: readonly T[]): T | undefined {
  if (isAbsent(value)) return undefined;
  const choice = typeof value === 'string' ? value.toLowerCase() : value;
  if (!options.includes(choice as T))
    throw badRequest(`${name} must be ${listOf(options)}, got '${String(value)}'.`);
  return choice as T;
}

/** Ids (anime or genre, both Postgres integers) from a list or a comma-separated string, once each. */
function parseIdList(value: unknown, max: number): number[] | null {
  const parts = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value;
  if (!Array.isArray(parts) || parts.length === 0 || parts.length > max) return null;
  const ids = parts.map((part: unknown) => parseAnimeId(part));
  return ids.every((id) => id !== null) ? [...new Set(ids)] : null;
}

/** A search as its schema read it, in the stored spelling, with its order. */
export function parseSearchRequest(query: SearchQuery): SearchCriteria {
  const { type, status, order_by: orderBy, sort } = query;
  return {
    text: query.q,
    type: type && STORED_TYPES[type],
    status: status && STORED_STATUSES[status],
    minScore: query.min_score,
    season: query.season,
    genres: query.genres ?? [],
    startDate: query.start_date,
    // Without order_by the sort selector is disabled (spec §5), so a lone sort changes nothing.
    order: orderBy && { by: orderBy, direction: sort ?? (orderBy === 'title' ? 'asc' : 'desc') },
    page: query.page,
    limit: query.limit,
  };
}

export function parseTopRequest(payload: unknown): TopCriteria {
  const query = (payload ?? {}) as Record<string, unknown>;
  const type = parseChoice('type', query.type, ANIME_SEARCH_TYPES);
  return {
    type: type && STORED_TYPES[type],
    filter: parseChoice('filter', query.filter, TOP_ANIME_FILTERS),
    page: parsePage(query.page),
  };
}

export function parseBatchIds(value: unknown): number[] {
  const ids = isAbsent(value) ? null : parseIdList(value, BATCH_MAX_IDS);
  if (!ids)
    throw badRequest(
      `ids must be 1 to ${BATCH_MAX_IDS} comma-separated anime ids (positive whole numbers), got '${String(value ?? '')}'.`,
    );
  return ids;
}

/** A slug as it comes from /anime/{slug}, normalised by the spec §2 rule. */
export function parseSlug(value: unknown): string {
  const slug = typeof value === 'string' && value.length <= SLUG_MAX_LENGTH ? slugify(value) : '';
  if (!slug)
    throw badRequest(
      `Slug must be at most ${SLUG_MAX_LENGTH} characters with a letter or digit, got '${String(value ?? '')}'.`,
    );
  return slug;
}
