import type {
  AccountUser,
  Anime,
  AnimeBatch,
  AnimeLists,
  EpisodeProgressMap,
  ListEntry,
  ListStatistics,
} from '@tracker/contracts';

import { ok } from '../../../testing/envelope';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { sessionRoute } from '../../auth/testing/mock-api';
import { zeroStatistics } from '../list-session';

export function buildEntry(overrides: Partial<ListEntry> & { animeId: number }): ListEntry {
  return {
    id: `entry-${overrides.animeId}`,
    status: null,
    score: null,
    episodesWatched: 0,
    timesRewatched: 0,
    isPrivate: false,
    isFavorite: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The server's lists of these entries: each under its status, and under favorite when it is one. */
export function listsOf(entries: ListEntry[]): AnimeLists {
  const lists: AnimeLists = {
    watching: [],
    completed: [],
    on_hold: [],
    dropped: [],
    plan_to_watch: [],
    favorite: [],
  };
  entries.forEach((entry) => {
    if (entry.status) lists[entry.status].push(entry);
    if (entry.isFavorite) lists.favorite.push(entry);
  });
  return lists;
}

interface SignedInLists {
  entries?: ListEntry[];
  statistics?: ListStatistics;
  episodeProgress?: EpisodeProgressMap;
  watchingTitles?: AnimeBatch;
  /** The signed-in account (its preferences pick the language shown). */
  user?: AccountUser;
}

/**
 * Routes of a signed-in start (stored token, the session read with these lists) and of the three loads a
 * reload after a write makes. The session brings no titles unless `watchingTitles` says so.
 */
export function signedInListRoutes({
  entries = [],
  statistics = zeroStatistics(),
  episodeProgress = {},
  watchingTitles,
  user = buildAccountUser(),
}: SignedInLists = {}) {
  localStorage.setItem('authToken', 'token-1');
  const lists = listsOf(entries);
  return {
    ...sessionRoute(user, {
      listData: { lists, statistics, episodeProgress },
      ...(watchingTitles && { watchingTitles }),
    }),
    'GET /api/auth/anime-lists': { body: ok({ lists }) },
    'GET /api/auth/statistics': { body: ok({ statistics }) },
    'GET /api/auth/episode-progress': { body: ok({ episodeProgress }) },
  };
}

/** The catalogue's batch answer for these titles (spec §9 groups of 5, so up to 5 per call). */
export const batchRoute = (anime: Anime[]) => ({
  [`GET /api/database/anime/batch?ids=${anime.map((item) => item.mal_id).join(',')}`]: {
    body: { success: true, data: anime, error: null, missingIds: [] },
  },
});
