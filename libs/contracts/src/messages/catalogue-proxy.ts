import type { Anime, AnimeSeason } from '../anime.js';
import { PAGE_SIZE } from '../envelope.js';
import { SEARCH_TEXT_MAX_LENGTH } from './catalogue-search.js';
import { request } from './message.js';

/**
 * Spec §7 proxy for the public anime database (MyAnimeList API v2), answered in the anime shape. The
 * rules below are checked by the gateway on the query string and again by the catalogue for any other
 * caller on the transport, with the same messages.
 */

/** Spec §9: the proxy's own timeout; the gateway waits a little longer for the catalogue's answer. */
export const MAL_PROXY_TIMEOUT_MS = 15_000;

/** MAL refuses shorter search texts. */
export const MAL_QUERY_MIN_LENGTH = 3;
export const MAL_LIMIT_MAX = 100;
export const MAL_DEFAULT_LIMIT = PAGE_SIZE;
export const MAL_YEAR_MIN = 1917;
export const MAL_YEAR_MAX = 2100;
export const MAL_SEASONS = ['winter', 'spring', 'summer', 'fall'] as const satisfies readonly AnimeSeason[];
export const MAL_RANKING_TYPES = [
  'all',
  'airing',
  'upcoming',
  'tv',
  'ova',
  'movie',
  'special',
  'bypopularity',
  'favorite',
] as const;
export type MalRankingType = (typeof MAL_RANKING_TYPES)[number];

export interface MalSearchRequest {
  q: string;
  limit?: number;
}

export interface MalAnimeRequest {
  id: number;
}

export interface MalSeasonRequest {
  year: number;
  season: AnimeSeason;
  limit?: number;
}

export interface MalRankingRequest {
  ranking_type?: MalRankingType;
  limit?: number;
}

export const CATALOGUE_PROXY = {
  /** Titles matching `q`, most members first. */
  search: request<MalSearchRequest, Anime[]>('catalogue', 'catalogue.mal.search'),
  /** One title; NOT_FOUND when MAL does not know it. */
  anime: request<MalAnimeRequest, Anime>('catalogue', 'catalogue.mal.anime'),
  /** One season's titles, most members first. */
  season: request<MalSeasonRequest, Anime[]>('catalogue', 'catalogue.mal.season'),
  /** MAL's ranking of `ranking_type` (default all), best first. */
  ranking: request<MalRankingRequest, Anime[]>('catalogue', 'catalogue.mal.ranking'),
};

/** A parameter as it will be sent, or the message saying why it was refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const accept = <T>(value: T): Checked<T> => ({ ok: true, value });
const refuse = (error: string): Checked<never> => ({ ok: false, error });
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

function wholeNumber(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= min && number <= max
    ? number
    : null;
}

function choice<T extends string>(name: string, options: readonly T[], value: unknown): Checked<T> {
  const lower = typeof value === 'string' ? value.toLowerCase() : value;
  if (options.includes(lower as T)) return accept(lower as T);
  const list = `${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;
  return refuse(`${name} must be one of ${list}, got '${String(value)}'.`);
}

/** `q`: trimmed, 3 to 100 characters. */
export function checkMalQuery(value: unknown): Checked<string> {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length >= MAL_QUERY_MIN_LENGTH && text.length <= SEARCH_TEXT_MAX_LENGTH) return accept(text);
  return refuse(
    `q must be ${MAL_QUERY_MIN_LENGTH} to ${SEARCH_TEXT_MAX_LENGTH} characters after trimming spaces, got '${String(value ?? '')}'.`,
  );
}

/** `limit`: 1 to 100, default 25. */
export function checkMalLimit(value: unknown): Checked<number> {
  if (isAbsent(value)) return accept(MAL_DEFAULT_LIMIT);
  const limit = wholeNumber(value, 1, MAL_LIMIT_MAX);
  return limit === null
    ? refuse(`limit must be a whole number from 1 to ${MAL_LIMIT_MAX}, got '${String(value)}'.`)
    : accept(limit);
}

export function checkMalYear(value: unknown): Checked<number> {
  const year = wholeNumber(value, MAL_YEAR_MIN, MAL_YEAR_MAX);
  return year === null
    ? refuse(`year must be a whole number from ${MAL_YEAR_MIN} to ${MAL_YEAR_MAX}, got '${String(value)}'.`)
    : accept(year);
}

/** `season`, case-insensitively, as lowercase. */
export function checkMalSeason(value: unknown): Checked<AnimeSeason> {
  return choice('season', MAL_SEASONS, value);
}

/** `ranking_type`, case-insensitively, as lowercase; default all. */
export function checkMalRankingType(value: unknown): Checked<MalRankingType> {
  return isAbsent(value) ? accept('all') : choice('ranking_type', MAL_RANKING_TYPES, value);
}
