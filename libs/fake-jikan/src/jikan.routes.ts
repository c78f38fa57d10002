import { type Anime, ANIME_STATUS, type AnimeSeason, type JikanPagination } from '@tracker/contracts';

import {
  allGenres,
  inSeason,
  type Query,
  sortBy,
  type SortKey,
  titlesOf,
  TOP_FILTERS,
  topAnime,
  typeParam,
} from './anime-query.js';
import type { FakeJikanStore } from './fake-jikan.store.js';
import { type GenreKind, GENRES, genreUrl } from './fixtures/genres.js';
import type { SeasonRef } from './jikan.types.js';

export interface Reply {
  status: number;
  body: unknown;
}

const ok = (body: unknown): Reply => ({ status: 200, body });

/** Jikan's error bodies, as the real API words them. */
export const jikanErrors = {
  routeNotFound: (): Reply => ({
    status: 404,
    body: { status: 404, type: 'HttpException', message: 'Not Found', error: null },
  }),
  notFound: (what: string): Reply => ({
    status: 404,
    body: {
      status: 404,
      type: 'BadResponseException',
      message: 'Resource does not exist',
      error: `404 on https://myanimelist.net/${what}`,
    },
  }),
  methodNotAllowed: (): Reply => ({
    status: 405,
    body: { status: 405, type: 'HttpException', message: 'Method Not Allowed', error: null },
  }),
  validation: (messages: Record<string, string[]>): Reply => ({
    status: 400,
    body: {
      status: 400,
      type: 'ValidationException',
      messages,
      error: 'Invalid or incomplete request. Make sure your request is correct. https://docs.api.jikan.moe/',
    },
  }),
  rateLimited: (): Reply => ({
    status: 429,
    body: {
      status: 429,
      type: 'RateLimitException',
      message:
        'You are being rate limited. Please follow Rate Limiting guidelines: https://docs.api.jikan.moe/#section/Information/Rate-Limiting',
      error: null,
    },
  }),
  serverError: (): Reply => ({
    status: 500,
    body: {
      status: 500,
      type: 'Exception',
      message: 'Unhandled Exception. Please follow report_url to generate an issue on GitHub',
      trace: 'fake-jikan: injected fault',
      error: 'Injected server error',
      report_url: 'https://github.com/jikan-me/jikan-rest/issues/new',
    },
  }),
  unavailable: (): Reply => ({
    status: 503,
    body: {
      status: 503,
      type: 'ServiceUnavailableException',
      message:
        'Jikan failed to connect to MyAnimeList. MyAnimeList may be down/unavailable or refuses to connect',
      error: null,
    },
  }),
};

const PAGE_SIZE = 25;
const EPISODES_PER_PAGE = 100;
const ANIME_TYPES = ['tv', 'movie', 'ova', 'special', 'ona', 'music', 'cm', 'pv', 'tv_special'] as const;
const SEASON_TYPES = ['tv', 'movie', 'ova', 'special', 'ona', 'music'] as const;
const STATUS_PARAMS = {
  airing: ANIME_STATUS.airing,
  complete: ANIME_STATUS.finished,
  upcoming: ANIME_STATUS.upcoming,
};
const SEASONS: readonly AnimeSeason[] = ['winter', 'spring', 'summer', 'fall'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const GENRE_FILTERS: readonly GenreKind[] = ['genres', 'explicit_genres', 'themes', 'demographics'];

const ORDER_KEYS: Record<string, (anime: Anime) => SortKey> = {
  mal_id: (anime) => anime.mal_id,
  title: (anime) => anime.title.toLowerCase(),
  start_date: (anime) => anime.aired.from,
  end_date: (anime) => anime.aired.to,
  episodes: (anime) => anime.episodes,
  score: (anime) => anime.score,
  scored_by: (anime) => anime.scored_by,
  rank: (anime) => anime.rank,
  popularity: (anime) => anime.popularity,
  members: (anime) => anime.members,
  favorites: (anime) => anime.favorites,
};

/** Reads query parameters the way Jikan validates them, collecting its messages per field. */
class Params {
  private readonly messages: Record<string, string[]> = {};

  constructor(private readonly query: Query) {}

  page(): number {
    return this.integer('page', 1, Number.POSITIVE_INFINITY) ?? 1;
  }

  limit(): number {
    return this.integer('limit', 1, PAGE_SIZE) ?? PAGE_SIZE;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.query[name];
    if (value === undefined) return undefined;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.fail(name, `The selected ${label(name)} is invalid.`);
    return undefined;
  }

  number(name: string): number | undefined {
    const value = this.query[name];
    if (value === undefined) return undefined;
    if (value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    this.fail(name, `The ${label(name)} must be a number.`);
    return undefined;
  }

  ids(name: string): number[] {
    const value = this.query[name];
    if (value === undefined || value === '') return [];
    if (/^\d+(,\d+)*$/.test(value)) return value.split(',').map(Number);
    this.fail(name, `The ${label(name)} format is invalid.`);
    return [];
  }

  /** Jikan takes 'Y', 'Y-m' or 'Y-m-d'; the result is the first day it names, as 'YYYY-MM-DD'. */
  date(name: string): string | undefined {
    const value = this.query[name];
    if (value === undefined) return undefined;
    const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
    const [year, month, day] = match ? [match[1], match[2] ?? '01', match[3] ?? '01'] : [];
    const date = year ? new Date(`${year}-${month}-${day}T00:00:00Z`) : null;
    if (date && !Number.isNaN(date.getTime()) && date.getUTCDate() === Number(day)) {
      return `${year}-${month}-${day}`;
    }
    this.fail(name, `The ${label(name)} does not match the format Y-m-d.`);
    return undefined;
  }

  /** The 400 answer when any parameter was invalid. */
  invalid(): Reply | undefined {
    return Object.keys(this.messages).length > 0 ? jikanErrors.validation(this.messages) : undefined;
  }

  private integer(name: string, min: number, max: number): number | undefined {
    const value = this.query[name];
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) this.fail(name, `The ${label(name)} must be an integer.`);
    else if (Number(value) < min) this.fail(name, `The ${label(name)} must be at least ${min}.`);
    else if (Number(value) > max)
      this.fail(name, `Value ${value} is higher than the configured '${max}' max value.`);
    else return Number(value);
    return undefined;
  }

  private fail(name: string, message: string): void {
    (this.messages[name] ??= []).push(message);
  }
}

function label(name: string): string {
  return name.replace(/_/g, ' ');
}

function pagination(total: number, page: number, perPage: number, count: number): JikanPagination {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    last_visible_page: lastPage,
    has_next_page: page < lastPage,
    current_page: page,
    items: { count, total, per_page: perPage },
  };
}

function paged(list: readonly unknown[], page: number, limit: number): Reply {
  const data = list.slice((page - 1) * limit, page * limit);
  return ok({ pagination: pagination(list.length, page, limit, data.length), data });
}

function searchAnime(store: FakeJikanStore, query: Query): Reply {
  const params = new Params(query);
  const page = params.page();
  const limit = params.limit();
  const type = params.oneOf('type', ANIME_TYPES);
  const status = params.oneOf('status', Object.keys(STATUS_PARAMS) as (keyof typeof STATUS_PARAMS)[]);
  const minScore = params.number('min_score');
  const maxScore = params.number('max_score');
  const genres = params.ids('genres');
  const excluded = params.ids('genres_exclude');
  const orderBy = params.oneOf('order_by', Object.keys(ORDER_KEYS));
  const sort = params.oneOf('sort', ['asc', 'desc'] as const);
  const startDate = params.date('start_date');
  const endDate = params.date('end_date');
  const invalid = params.invalid();
  if (invalid) return invalid;

  const text = query.q?.trim().toLowerCase() ?? '';
  const found = store.allAnime().filter((anime) => {
    const genreIds = allGenres(anime).map((entry) => entry.mal_id);
    return (
      (!text || titlesOf(anime).some((title) => title.toLowerCase().includes(text))) &&
      (!type || typeParam(anime.type) === type) &&
      (!status || anime.status === STATUS_PARAMS[status]) &&
      (minScore === undefined || (anime.score !== null && anime.score >= minScore)) &&
      (maxScore === undefined || (anime.score !== null && anime.score <= maxScore)) &&
      genres.every((id) => genreIds.includes(id)) &&
      !excluded.some((id) => genreIds.includes(id)) &&
      (!startDate || (anime.aired.from !== null && anime.aired.from.slice(0, 10) >= startDate)) &&
      (!endDate || (anime.aired.to !== null && anime.aired.to.slice(0, 10) <= endDate))
    );
  });

  if (orderBy) return paged(sortBy(found, ORDER_KEYS[orderBy], sort ?? 'asc'), page, limit);
  // Without an order, a text search ranks by relevance (whole title, then prefix, then anywhere), else by id.
  const relevance = (anime: Anime) => {
    const titles = titlesOf(anime).map((title) => title.toLowerCase());
    return titles.includes(text) ? 0 : titles.some((title) => title.startsWith(text)) ? 1 : 2;
  };
  const ordered = text
    ? sortBy(
        sortBy(found, (anime) => anime.members, 'desc'),
        relevance,
        'asc',
      )
    : found;
  return paged(ordered, page, limit);
}

function top(store: FakeJikanStore, query: Query): Reply {
  const params = new Params(query);
  const page = params.page();
  const limit = params.limit();
  const type = params.oneOf('type', ANIME_TYPES);
  const filter = params.oneOf('filter', TOP_FILTERS);
  return params.invalid() ?? paged(topAnime(store.allAnime(), filter, type), page, limit);
}

/** A season's titles by members; `continuing` adds titles still airing from earlier seasons. */
function season(store: FakeJikanStore, ref: SeasonRef, query: Query): Reply {
  const params = new Params(query);
  const page = params.page();
  const limit = params.limit();
  const type = params.oneOf('filter', SEASON_TYPES);
  const invalid = params.invalid();
  if (invalid) return invalid;
  const continuing = query.continuing !== undefined && query.continuing !== 'false';
  const list = store
    .allAnime()
    .filter((anime) => inSeason(anime, ref) || (continuing && anime.airing))
    .filter((anime) => !type || typeParam(anime.type) === type);
  return paged(
    sortBy(list, (anime) => anime.members, 'desc'),
    page,
    limit,
  );
}

function schedules(store: FakeJikanStore, query: Query): Reply {
  const params = new Params(query);
  const page = params.page();
  const limit = params.limit();
  const filter = params.oneOf('filter', [...WEEKDAYS, 'unknown', 'other'] as const);
  const invalid = params.invalid();
  if (invalid) return invalid;
  const dayOf = (anime: Anime) => anime.broadcast.day?.toLowerCase().replace(/s$/, '') ?? null;
  const list = store.allAnime().filter((anime) => {
    if (!anime.airing) return false;
    const day = dayOf(anime);
    if (filter === 'unknown') return day === null;
    if (filter === 'other') return day !== null && !(WEEKDAYS as readonly string[]).includes(day);
    return !filter || day === filter;
  });
  return paged(
    sortBy(list, (anime) => anime.members, 'desc'),
    page,
    limit,
  );
}

function genres(store: FakeJikanStore, query: Query): Reply {
  const params = new Params(query);
  const filter = params.oneOf('filter', GENRE_FILTERS);
  const invalid = params.invalid();
  if (invalid) return invalid;
  const counts = new Map<number, number>();
  for (const anime of store.allAnime()) {
    for (const entry of allGenres(anime)) counts.set(entry.mal_id, (counts.get(entry.mal_id) ?? 0) + 1);
  }
  const data = GENRES.filter((info) => !filter || info.kind === filter).map((info) => ({
    mal_id: info.mal_id,
    name: info.name,
    url: genreUrl(info.mal_id, info.name),
    count: counts.get(info.mal_id) ?? 0,
  }));
  return ok({ data });
}

const ANIME_RESOURCES = [
  'full',
  'episodes',
  'relations',
  'characters',
  'staff',
  'statistics',
  'themes',
  'external',
  'streaming',
  'recommendations',
] as const;
type AnimeResource = (typeof ANIME_RESOURCES)[number];
const ANIME_PATH = new RegExp(`^/anime/(\\d+)(?:/(${ANIME_RESOURCES.join('|')}))?$`);

function animeResource(
  store: FakeJikanStore,
  id: number,
  resource: AnimeResource | undefined,
  query: Query,
): Reply {
  const anime = store.getAnime(id);
  const details = store.detailsOf(id);
  if (!anime || !details) return jikanErrors.notFound(`anime/${id}/`);
  switch (resource) {
    case undefined:
      return ok({ data: anime });
    case 'full':
      return ok({
        data: {
          ...anime,
          relations: details.relations,
          theme: details.themes,
          external: details.external,
          streaming: details.streaming,
        },
      });
    case 'episodes': {
      const params = new Params(query);
      const page = params.page();
      const invalid = params.invalid();
      if (invalid) return invalid;
      const lastPage = Math.max(1, Math.ceil(details.episodes.length / EPISODES_PER_PAGE));
      // Jikan's episode pages carry only these two pagination fields.
      return ok({
        pagination: { last_visible_page: lastPage, has_next_page: page < lastPage },
        data: details.episodes.slice((page - 1) * EPISODES_PER_PAGE, page * EPISODES_PER_PAGE),
      });
    }
    case 'themes':
      return ok({ data: details.themes });
    case 'relations':
    case 'characters':
    case 'staff':
    case 'statistics':
    case 'external':
    case 'streaming':
    case 'recommendations':
      return ok({ data: details[resource] });
  }
}

/** Answers a GET below `/v4`; `path` is the rest of the path. */
export function jikanRoute(store: FakeJikanStore, path: string, query: Query): Reply {
  switch (path) {
    case '/anime':
      return searchAnime(store, query);
    case '/top/anime':
      return top(store, query);
    case '/seasons/now':
      return season(store, store.currentSeason, query);
    case '/schedules':
      return schedules(store, query);
    case '/genres/anime':
      return genres(store, query);
  }
  const seasonPath = /^\/seasons\/(\d{4})\/([a-z]+)$/.exec(path);
  if (seasonPath) {
    const name = seasonPath[2] as AnimeSeason;
    if (!SEASONS.includes(name))
      return jikanErrors.validation({ season: ['The selected season is invalid.'] });
    return season(store, { year: Number(seasonPath[1]), season: name }, query);
  }
  const animePath = ANIME_PATH.exec(path);
  if (animePath)
    return animeResource(store, Number(animePath[1]), animePath[2] as AnimeResource | undefined, query);
  return jikanErrors.routeNotFound();
}
