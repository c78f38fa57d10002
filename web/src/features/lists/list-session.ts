import {
  type AnimeLists,
  type EpisodeProgressMap,
  LIST_STATUSES,
  type ListEntry,
  type ListStatistics,
} from '@tracker/contracts';
import { byNewestChange, computeStatistics } from '@tracker/domain';

/** Spec §3 user session state: the lists and what is derived from them, kept together. */
export interface ListSession {
  /** False until the first load settles (with data or the empty fallback). */
  loaded: boolean;
  /** One entry per title, the source every list below is derived from. */
  entries: ReadonlyMap<number, ListEntry>;
  favorites: number[];
  /** Ids on watching and plan_to_watch. */
  watchList: number[];
  ratings: Record<number, number>;
  animeLists: AnimeLists;
  statistics: ListStatistics;
  episodeProgress: EpisodeProgressMap;
}

/** The spec's fallback when statistics cannot be loaded: the statistics of no titles at all. */
export function zeroStatistics(): ListStatistics {
  return computeStatistics([], new Date(0));
}

/** The lists of these entries, newest change first: each under its status, and under favorite when it is one. */
export function animeListsOf(entries: Iterable<ListEntry>): AnimeLists {
  const sorted = [...entries].sort(byNewestChange);
  return Object.fromEntries([
    ...LIST_STATUSES.map((status) => [status, sorted.filter((entry) => entry.status === status)]),
    ['favorite', sorted.filter((entry) => entry.isFavorite)],
  ]) as AnimeLists;
}

/** Rebuilds the derived lists after any change to the entries. */
export function withEntries(
  session: Omit<ListSession, 'favorites' | 'watchList' | 'ratings' | 'animeLists'>,
): ListSession {
  const animeLists = animeListsOf(session.entries.values());
  return {
    ...session,
    animeLists,
    favorites: animeLists.favorite.map((entry) => entry.animeId),
    watchList: [...animeLists.watching, ...animeLists.plan_to_watch].map((entry) => entry.animeId),
    ratings: Object.fromEntries(
      [...session.entries.values()].flatMap((entry) =>
        entry.score === null ? [] : [[entry.animeId, entry.score]],
      ),
    ),
  };
}

/** The server's lists (a title appears under its status and under favorite) as one entry per title. */
export function entriesOf(lists: Partial<AnimeLists>): Map<number, ListEntry> {
  const entries = new Map<number, ListEntry>();
  Object.values(lists).forEach((list) => list?.forEach((entry) => entries.set(entry.animeId, entry)));
  return entries;
}

/** One title's entry in the server's lists. */
export function entryIn(lists: Partial<AnimeLists>, animeId: number): ListEntry | undefined {
  return Object.values(lists)
    .flatMap((list) => list ?? [])
    .find((entry) => entry.animeId === animeId);
}

export function emptySession(loaded: boolean): ListSession {
  return withEntries({ loaded, entries: new Map(), statistics: zeroStatistics(), episodeProgress: {} });
}

/** A title's entry before the server answers: what an optimistic update starts from. */
export function draftEntry(animeId: number): ListEntry {
  const now = new Date().toISOString();
  return {
    id: `draft-${animeId}`,
    animeId,
    status: null,
    score: null,
    episodesWatched: 0,
    timesRewatched: 0,
    isPrivate: false,
    isFavorite: false,
    createdAt: now,
    updatedAt: now,
  };
}
