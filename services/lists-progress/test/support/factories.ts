import type { MalEntry } from '@tracker/domain';
import { ServiceError } from '@tracker/redis';

import type { StoredEntry } from '../../src/lists/list-entries.store.js';
import type { TitleInfo } from '../../src/peers/peer-services.js';

/** A watching entry of title 1 with nothing else set; `overrides` says what a test cares about. */
export function storedEntry(overrides: Partial<StoredEntry> = {}): StoredEntry {
  return {
    id: `entry-${overrides.animeId ?? 1}`,
    animeId: 1,
    status: 'watching',
    score: null,
    episodesWatched: 0,
    timesRewatched: 0,
    isPrivate: false,
    isFavorite: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

/** A line of a MyAnimeList export: title 1, watching, unrated, no dates or tags. */
export function malEntry(overrides: Partial<MalEntry> = {}): MalEntry {
  return {
    animeId: 1,
    title: 'Cowboy Bebop',
    type: 'TV',
    episodes: 26,
    watchedEpisodes: 0,
    startDate: null,
    finishDate: null,
    score: null,
    status: 'watching',
    statusText: 'Watching',
    timesWatched: 0,
    tags: [],
    ...overrides,
  };
}

/** Title 1 as the catalogue describes it: 26 episodes of 24 minutes. */
export function titleInfo(overrides: Partial<TitleInfo> = {}): TitleInfo {
  return {
    animeId: 1,
    title: 'Cowboy Bebop',
    type: 'TV',
    episodes: 26,
    minutesPerEpisode: 24,
    image: null,
    ...overrides,
  };
}

/** The code and message a rule refused with; fails the test when the rule accepted instead. */
export async function refusalOf(act: () => unknown): Promise<{ code: string; message: string }> {
  try {
    await act();
  } catch (error) {
    if (error instanceof ServiceError) return error.getError() as { code: string; message: string };
    throw error;
  }
  throw new Error('The rule accepted what it should have refused.');
}

/** A BAD_REQUEST refusal with `message`, as the gateway passes it on to the client. */
export const badRequestWith = (message: string) => ({ code: 'BAD_REQUEST', message });
