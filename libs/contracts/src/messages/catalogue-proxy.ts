import type { Anime, AnimeSeason } from '../anime.js';
import { PAGE_SIZE } from '../envelope.js';
import type { MalAnime, MalRanking, MalSearch, MalSeason } from '../schemas/mal-queries.js';
import { request } from './message.js';

/**
 * Spec §7 proxy for the public anime database (MyAnimeList API v2), answered in the anime shape. Its
 * requests are the schemas of `schemas/mal-queries.ts`, checked by the gateway on the query string and
 * again by the catalogue for any other caller on the transport, with the same messages.
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

/** A request as a caller sends it: the fields its schema gives a default may be left out. */
type WithDefaults<T, Defaulted extends keyof T> = Omit<T, Defaulted> & Partial<Pick<T, Defaulted>>;

export type MalSearchRequest = WithDefaults<MalSearch, 'limit'>;
export type MalAnimeRequest = MalAnime;
export type MalSeasonRequest = WithDefaults<MalSeason, 'limit'>;
export type MalRankingRequest = WithDefaults<MalRanking, 'ranking_type' | 'limit'>;

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
