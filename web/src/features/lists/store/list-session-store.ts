import type {
  AccountUser,
  EpisodeProgressResult,
  ListEntry,
  ListStatus,
  SignedInListData,
} from '@tracker/contracts';
import { quickAccessIds } from '@tracker/domain';

import { onTokenRejected } from '../../../lib/api-client';
import { onSessionRead, onSignedIn } from '../../auth/signed-in-listeners';
import {
  addToList,
  type EntryChanges,
  fetchAnimeLists,
  fetchEpisodeProgress,
  fetchStatistics,
  markAllEpisodes,
  markEpisode,
  removeFromList,
  unmarkEpisode,
  updateEntry,
} from '../api/lists-api';
import { primeAnimeTitles } from '../hooks/use-anime-titles';
import { LIST_ERRORS } from '../list-labels';
import { draftEntry, emptySession, entriesOf, type ListSession, withEntries } from './list-session-state';

let session: ListSession = emptySession(null, false);
const listeners = new Set<() => void>();
/** Bumped by every load and by logout, so an answer for a previous session is dropped. */
let generation = 0;
let loading: { userId: string; done: Promise<void> } | null = null;

function publish(next: ListSession): void {
  session = next;
  listeners.forEach((listener) => listener());
}

export const listSessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => session,
};

/** Spec §4: lists, statistics and episode progress; any failure falls back to all three empty. */
async function loadListSession(user: AccountUser): Promise<void> {
  const current = ++generation;
  try {
    const [lists, statistics, episodeProgress] = await Promise.all([
      fetchAnimeLists(),
      fetchStatistics(),
      fetchEpisodeProgress(),
    ]);
    if (current !== generation) return;
    publish(withEntries({ user, loaded: true, entries: entriesOf(lists), statistics, episodeProgress }));
  } catch {
    if (current === generation) publish(emptySession(user, true));
  }
}

/** Takes the lists the session read brought, so {@link ensureListSession} has nothing left to load. */
export function primeListSession(
  user: AccountUser,
  { lists, statistics, episodeProgress }: SignedInListData,
): void {
  generation++;
  loading = null;
  publish(withEntries({ user, loaded: true, entries: entriesOf(lists), statistics, episodeProgress }));
}

/** Loads the user's lists unless they are loaded or loading already; settles once they are. */
export function ensureListSession(user: AccountUser): Promise<void> {
  if (session.user?.id === user.id) return Promise.resolve();
  if (loading?.userId !== user.id) {
    const done = loadListSession(user).finally(() => {
      if (loading?.done === done) loading = null;
    });
    loading = { userId: user.id, done };
  }
  return loading.done;
}

export function clearListSession(): void {
  generation++;
  loading = null;
  if (session.user) publish(emptySession(null, false));
}

/** The user data reload after episode writes (spec §4) or an import; keeps the current data when it fails. */
export async function reloadUserData(): Promise<void> {
  const { user } = session;
  if (!user) return;
  const current = generation;
  try {
    const [lists, statistics, episodeProgress] = await Promise.all([
      fetchAnimeLists(),
      fetchStatistics(),
      fetchEpisodeProgress(),
    ]);
    if (current === generation) {
      publish(withEntries({ ...session, entries: entriesOf(lists), statistics, episodeProgress }));
    }
  } catch {
    // The lists shown stay as they were; the next write or sign-in reloads them.
  }
}

async function refreshStatistics(): Promise<void> {
  const current = generation;
  try {
    const statistics = await fetchStatistics();
    if (current === generation) publish({ ...session, statistics });
  } catch {
    // Statistics are a summary: the previous numbers stay until the next successful load.
  }
}

const isEmptyEntry = (entry: ListEntry) => entry.status === null && !entry.isFavorite && entry.score === null;

function putEntry(animeId: number, entry: ListEntry | null | undefined): void {
  const entries = new Map(session.entries);
  if (!entry || isEmptyEntry(entry)) entries.delete(animeId);
  else entries.set(animeId, entry);
  publish(withEntries({ ...session, entries }));
}

/** Shows the change at once, saves it, and puts the previous entry back if the save fails. */
async function optimistic(
  animeId: number,
  change: Partial<ListEntry>,
  save: () => Promise<ListEntry | null>,
  failureText?: string,
): Promise<void> {
  const current = generation;
  const previous = session.entries.get(animeId);
  putEntry(animeId, { ...(previous ?? draftEntry(animeId)), ...change, updatedAt: new Date().toISOString() });
  try {
    const saved = await save();
    if (current !== generation) return;
    putEntry(animeId, saved);
    void refreshStatistics();
  } catch (error) {
    if (current === generation) putEntry(animeId, previous);
    throw new Error(failureText ?? (error instanceof Error ? error.message : String(error)), {
      cause: error,
    });
  }
}

export const entryOf = (animeId: number): ListEntry | undefined => session.entries.get(animeId);

/** Spec §4 home cards: choosing the status a title already has removes it; another sets it. */
export function chooseStatus(animeId: number, status: ListStatus): Promise<void> {
  if (entryOf(animeId)?.status === status) {
    return optimistic(animeId, { status: null }, () => removeFromList(animeId, status), LIST_ERRORS.remove);
  }
  return optimistic(animeId, { status }, () => addToList(animeId, status));
}

export function toggleFavorite(animeId: number): Promise<void> {
  if (entryOf(animeId)?.isFavorite) {
    return optimistic(
      animeId,
      { isFavorite: false },
      () => removeFromList(animeId, 'favorite'),
      LIST_ERRORS.remove,
    );
  }
  return optimistic(animeId, { isFavorite: true }, () => addToList(animeId, 'favorite'));
}

/** Score 1–10, timesRewatched, isPrivate; a null score removes it. */
export function changeEntry(animeId: number, changes: EntryChanges): Promise<void> {
  return optimistic(animeId, changes, () => updateEntry(animeId, changes));
}

/** Marks one episode watched or unwatched, then reloads the user data (spec §4). */
export async function setEpisodeWatched(
  animeId: number,
  episodeNumber: number,
  watched: boolean,
): Promise<EpisodeProgressResult> {
  return episodeWrite(() =>
    watched ? markEpisode(animeId, episodeNumber) : unmarkEpisode(animeId, episodeNumber),
  );
}

/** Marks every episode from 1 to the total watched (spec §4). */
export function markAllWatched(animeId: number, totalEpisodes: number): Promise<EpisodeProgressResult> {
  return episodeWrite(() => markAllEpisodes(animeId, totalEpisodes));
}

async function episodeWrite(write: () => Promise<EpisodeProgressResult>): Promise<EpisodeProgressResult> {
  let result: EpisodeProgressResult;
  try {
    result = await write();
  } catch (error) {
    throw new Error(LIST_ERRORS.episodes, { cause: error });
  }
  await reloadUserData();
  return result;
}

/** Spec §3 legacy favorites: each becomes a favorite of the account, then the local copy is dropped. */
async function importLegacyFavorites(ids: readonly number[], discard: () => void): Promise<void> {
  const missing = ids.filter((id) => !session.entries.get(id)?.isFavorite);
  const results = await Promise.allSettled(missing.map((id) => addToList(id, 'favorite')));
  if (results.every((result) => result.status === 'fulfilled')) discard();
  if (missing.length > 0) await reloadUserData();
}

onSignedIn(async ({ user, legacyFavorites, discardLegacyFavorites }) => {
  await ensureListSession(user);
  if (legacyFavorites.length > 0) await importLegacyFavorites(legacyFavorites, discardLegacyFavorites);
});
// Parts the session read could not bring (null) are left to ensureListSession and the batch queries.
onSessionRead(({ user, listData, watchingTitles }, queryClient) => {
  if (!listData) return;
  primeListSession(user, listData);
  if (watchingTitles) primeAnimeTitles(queryClient, quickAccessIds(listData.lists.watching), watchingTitles);
});
onTokenRejected(clearListSession);
