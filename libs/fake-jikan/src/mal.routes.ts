import { type Anime, ANIME_STATUS, type AnimeSeason } from '@tracker/contracts';

import {
  allGenres,
  inSeason,
  premiereOf,
  type Query,
  sortBy,
  titlesOf,
  topAnime,
  typeParam,
} from './anime-query.js';
import type { FakeJikanStore } from './fake-jikan.store.js';
import type { Reply } from './jikan.routes.js';

/** MAL API v2's error bodies. */
export const malErrors = {
  unauthorized: (): Reply => ({ status: 401, body: { message: '', error: 'invalid_token' } }),
  notFound: (): Reply => ({ status: 404, body: { message: '', error: 'not_found' } }),
  badRequest: (message: string): Reply => ({ status: 400, body: { message, error: 'bad_request' } }),
  rateLimited: (): Reply => ({ status: 429, body: { message: '', error: 'too_many_requests' } }),
  serverError: (): Reply => ({ status: 500, body: { message: '', error: 'internal_server_error' } }),
  unavailable: (): Reply => ({ status: 503, body: { message: '', error: 'service_unavailable' } }),
};

/** What MAL sends when `fields` asks for nothing more. */
const DEFAULT_FIELDS = new Set(['id', 'title', 'main_picture']);
const SEASONS: readonly AnimeSeason[] = ['winter', 'spring', 'summer', 'fall'];
const RANKING_TYPES = [
  'all',
  'airing',
  'upcoming',
  'tv',
  'ova',
  'movie',
  'special',
  'bypopularity',
  'favorite',
];
const SEASON_SORTS: Record<string, (anime: Anime) => number | null> = {
  anime_score: (anime) => anime.score,
  anime_num_list_users: (anime) => anime.members,
};
const STATUSES: Record<string, string> = {
  [ANIME_STATUS.finished]: 'finished_airing',
  [ANIME_STATUS.airing]: 'currently_airing',
  [ANIME_STATUS.upcoming]: 'not_yet_aired',
};
/** Jikan's rating text starts with MAL's rating code. */
const RATINGS: [prefix: string, code: string][] = [
  ['Rx', 'rx'],
  ['R+', 'r+'],
  ['R ', 'r'],
  ['PG-13', 'pg_13'],
  ['PG ', 'pg'],
  ['G ', 'g'],
];

/** '1 hr 54 min', '24 min per ep', '30 sec' → seconds. */
function seconds(duration: string | null): number | undefined {
  const parts = [...(duration ?? '').matchAll(/(\d+) (hr|min|sec)/g)];
  if (parts.length === 0) return undefined;
  const unit: Record<string, number> = { hr: 3600, min: 60, sec: 1 };
  return parts.reduce((sum, [, amount, name]) => sum + Number(amount) * unit[name], 0);
}

function isoDay(iso: string | null): string | null {
  return iso ? iso.slice(0, 10) : null;
}

/** The MAL v2 node of an anime: the default fields plus those asked for, leaving out unknown values as MAL does. */
function malNode(anime: Anime, fields: Set<string>): Record<string, unknown> {
  const cdn = (url: string | null) =>
    url?.replace('://cdn.myanimelist.net/', '://api-cdn.myanimelist.net/') ?? null;
  const premiere = premiereOf(anime);
  const values: Record<string, unknown> = {
    id: anime.mal_id,
    title: anime.title,
    main_picture: { medium: cdn(anime.images.jpg.image_url), large: cdn(anime.images.jpg.large_image_url) },
    alternative_titles: {
      synonyms: anime.title_synonyms,
      en: anime.title_english ?? '',
      ja: anime.title_japanese ?? '',
    },
    start_date: isoDay(anime.aired.from),
    end_date: isoDay(anime.aired.to),
    synopsis: anime.synopsis,
    mean: anime.score,
    rank: anime.rank,
    popularity: anime.popularity,
    num_list_users: anime.members,
    num_scoring_users: anime.scored_by,
    nsfw: 'white',
    genres: allGenres(anime).map((entry) => ({ id: entry.mal_id, name: entry.name })),
    media_type: typeParam(anime.type) ?? 'unknown',
    status: anime.status ? STATUSES[anime.status] : null,
    num_episodes: anime.episodes ?? 0,
    start_season: premiere,
    broadcast:
      anime.broadcast.day && anime.broadcast.time
        ? {
            day_of_the_week: anime.broadcast.day.toLowerCase().replace(/s$/, ''),
            start_time: anime.broadcast.time,
          }
        : null,
    source: anime.source?.toLowerCase().replace(/[^a-z0-9]+/g, '_') ?? null,
    average_episode_duration: seconds(anime.duration),
    rating: RATINGS.find(([prefix]) => anime.rating?.startsWith(prefix))?.[1] ?? null,
    studios: anime.studios.map((entry) => ({ id: entry.mal_id, name: entry.name })),
  };
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => (DEFAULT_FIELDS.has(key) || fields.has(key)) && value !== null && value !== undefined,
    ),
  );
}

/** `fields=rank,my_list_status{status}` → the top-level names. */
function fieldsOf(query: Query): Set<string> {
  const names = (query.fields ?? '').replace(/\{[^}]*\}/g, '').split(',');
  return new Set(names.map((name) => name.trim()).filter(Boolean));
}

function whole(value: string | undefined, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined) return fallback;
  const number = Number(value);
  return /^\d+$/.test(value) && number >= min && number <= max ? number : undefined;
}

/** A page of nodes with MAL's `paging` links, which repeat the request's own parameters. */
function page(
  list: Anime[],
  query: Query,
  link: string,
  maxLimit: number,
  extra: (anime: Anime, index: number) => Record<string, unknown> = () => ({}),
): Reply {
  const limit = whole(query.limit, 100, 1, maxLimit);
  if (limit === undefined) return malErrors.badRequest('invalid limit');
  const offset = whole(query.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  if (offset === undefined) return malErrors.badRequest('invalid offset');
  const fields = fieldsOf(query);
  const data = list
    .slice(offset, offset + limit)
    .map((anime, index) => ({ node: malNode(anime, fields), ...extra(anime, offset + index) }));
  const at = (start: number) => {
    const params = new URLSearchParams({ ...query, offset: String(start), limit: String(limit) });
    return `${link}?${params.toString()}`;
  };
  const paging: Record<string, string> = {};
  if (offset > 0) paging.previous = at(Math.max(0, offset - limit));
  if (offset + limit < list.length) paging.next = at(offset + limit);
  return { status: 200, body: { data, paging } };
}

/** Answers a GET below `/mal/v2`; `base` is the fake's MAL base URL, for the paging links. */
export function malRoute(store: FakeJikanStore, path: string, query: Query, base: string): Reply {
  if (path === '/anime') {
    const text = query.q?.trim().toLowerCase() ?? '';
    if (text.length < 3) return malErrors.badRequest('invalid q');
    const found = store
      .allAnime()
      .filter((anime) => titlesOf(anime).some((title) => title.toLowerCase().includes(text)));
    return page(
      sortBy(found, (anime) => anime.members, 'desc'),
      query,
      `${base}/anime`,
      100,
    );
  }
  if (path === '/anime/ranking') {
    const type = query.ranking_type;
    if (!type || !RANKING_TYPES.includes(type)) return malErrors.badRequest('invalid ranking_type');
    const byType = ['tv', 'ova', 'movie', 'special'].includes(type);
    const filter =
      byType || type === 'all' ? undefined : (type as 'airing' | 'upcoming' | 'bypopularity' | 'favorite');
    const ranked = topAnime(store.allAnime(), filter, byType ? type : undefined);
    return page(ranked, query, `${base}/anime/ranking`, 500, (_, index) => ({
      ranking: { rank: index + 1 },
    }));
  }
  const seasonPath = /^\/anime\/season\/(\d{4})\/([a-z]+)$/.exec(path);
  if (seasonPath) {
    const season = { year: Number(seasonPath[1]), season: seasonPath[2] as AnimeSeason };
    if (!SEASONS.includes(season.season)) return malErrors.badRequest('invalid season');
    const sortName = query.sort ?? 'anime_num_list_users';
    if (!Object.hasOwn(SEASON_SORTS, sortName)) return malErrors.badRequest('invalid sort');
    const list = sortBy(
      store.allAnime().filter((anime) => inSeason(anime, season)),
      SEASON_SORTS[sortName],
      'desc',
    );
    const reply = page(list, query, `${base}/anime/season/${season.year}/${season.season}`, 500);
    return reply.status === 200 ? { status: 200, body: { ...(reply.body as object), season } } : reply;
  }
  const detailPath = /^\/anime\/(\d+)$/.exec(path);
  if (detailPath) {
    const anime = store.getAnime(Number(detailPath[1]));
    return anime ? { status: 200, body: malNode(anime, fieldsOf(query)) } : malErrors.notFound();
  }
  return malErrors.notFound();
}
