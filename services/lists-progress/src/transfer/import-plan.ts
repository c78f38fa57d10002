import {
  MAL_FAVORITE_TAG,
  MAL_PRIVATE_TAG,
  type MalEntry,
  MAX_EPISODE_NUMBER,
  MAX_TIMES_REWATCHED,
} from '@tracker/domain';
import type { EntityManager } from 'typeorm';

import type { ActivityLog } from '../activity/activity-log.js';
import type { EpisodeProgressStore } from '../episodes/episode-progress.store.js';
import type {
  EntryChanges,
  ListEntriesStore,
  StoredEntry,
  UpsertOutcome,
} from '../lists/list-entries.store.js';
import type { TitleInfo } from '../peers/peer-services.js';

/** One title of an import, ready to write: what the entry should become. */
export interface PlannedEntry {
  animeId: number;
  changes: Required<Pick<EntryChanges, 'status' | 'score' | 'timesRewatched'>> & EntryChanges;
  watchedEpisodes: number;
  watchedAt: Date;
  existing: StoredEntry | undefined;
}

/** MAL's fields over the entry; the tracker's own flags only switch on when the file's tags say so. */
export function plan(entry: MalEntry, title: TitleInfo, existing: StoredEntry | undefined): PlannedEntry {
  const changes: PlannedEntry['changes'] = {
    status: entry.status,
    score: entry.score,
    timesRewatched: Math.min(entry.timesWatched, MAX_TIMES_REWATCHED),
  };
  if (entry.tags.includes(MAL_FAVORITE_TAG)) changes.isFavorite = true;
  if (entry.tags.includes(MAL_PRIVATE_TAG)) changes.isPrivate = true;
  const finished = entry.finishDate ? new Date(`${entry.finishDate}T00:00:00Z`) : null;
  // A title completed before keeps its date unless the file gives one.
  if (entry.status === 'completed' && finished) changes.completedAt = finished;
  const started = entry.startDate ? new Date(`${entry.startDate}T00:00:00Z`) : null;
  return {
    animeId: title.animeId,
    changes,
    watchedEpisodes: Math.min(entry.watchedEpisodes, title.episodes ?? MAX_EPISODE_NUMBER),
    watchedAt: finished ?? started ?? new Date(),
    existing,
  };
}

/** True when the entry already is what the file says: importing it again changes nothing. */
export function matches({ existing, changes, watchedEpisodes }: PlannedEntry): boolean {
  if (!existing) return false;
  const sameDay = (a: string | null, b: Date | undefined) =>
    !b || a?.slice(0, 10) === b.toISOString().slice(0, 10);
  return (
    existing.status === changes.status &&
    existing.score === changes.score &&
    existing.timesRewatched === changes.timesRewatched &&
    existing.episodesWatched === watchedEpisodes &&
    (changes.isFavorite === undefined || existing.isFavorite) &&
    (changes.isPrivate === undefined || existing.isPrivate) &&
    sameDay(existing.completedAt, changes.completedAt ?? undefined)
  );
}

/** Writes planned entries and their episodes in the caller's transaction; the outcomes are for events. */
export async function writePlanned(
  db: EntityManager,
  stores: { entries: ListEntriesStore; episodes: EpisodeProgressStore; activity: ActivityLog },
  userId: string,
  planned: PlannedEntry[],
): Promise<Array<{ animeId: number; outcome: UpsertOutcome }>> {
  const written = [];
  const privacy = new Map<number, boolean>();
  for (const entry of planned) {
    const outcome = await stores.entries.upsert(userId, entry.animeId, entry.changes, db);
    await stores.episodes.setWatchedCount(db, userId, entry.animeId, entry.watchedEpisodes, entry.watchedAt);
    if (entry.changes.isPrivate !== undefined) privacy.set(entry.animeId, entry.changes.isPrivate);
    written.push({ animeId: entry.animeId, outcome });
  }
  // Last, as every write does: the activity lock is taken after the rows', never before.
  await stores.activity.privacyImported(db, userId, privacy);
  return written;
}
