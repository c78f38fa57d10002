import {
  ANIME_STATUS,
  type AnimeSearchOrder,
  type AnimeSearchStatus,
  type AnimeSearchType,
  type AnimeSeason,
  type SearchSort,
  type TopAnimeFilter,
} from '@tracker/contracts';
import type { CalendarQuery, SearchQuery, TopQuery } from '@tracker/contracts/schemas';

/**
 * The search and top requests as their schemas read them, in the catalogue's terms. The gateway checks
 * the same schemas on the query string; the service checks again (`@Payload({ schema })`) because any
 * caller on the transport may send anything.
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

/** The top list's request as its schema read it, in the stored spelling. */
export function parseTopRequest({ type, filter, page }: TopQuery): TopCriteria {
  return { type: type && STORED_TYPES[type], filter, page };
}

/** The week's broadcasts narrowed by a calendar feed's filters, and to some titles when `malIds` is given. */
export interface ScheduleCriteria {
  type?: string;
  minScore?: number;
  genres: number[];
  malIds?: number[];
}

/** A calendar feed's filters as their schema read them, in the stored spelling. */
export function parseScheduleRequest({
  type,
  min_score: minScore,
  genres,
  malIds,
}: CalendarQuery & { malIds?: number[] }): ScheduleCriteria {
  return { type: type && STORED_TYPES[type], minScore, genres: genres ?? [], malIds };
}
