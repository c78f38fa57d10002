import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import type { EntryChanges, UpsertOutcome } from '../lists/list-entries.store.js';
import { ActivityEntriesStore, type ActivityFact } from './activity-entries.store.js';
import type { EpisodeRun } from './episode-runs.js';

/**
 * What the list and episode writes tell the activity log, in their own transaction, after their rows are
 * written. Only what changed is logged, so a write sent twice (a retry without a key, a second tab) logs
 * once; a retry with its Idempotency-Key never runs the write again. Imports log nothing: a restored
 * list of hundreds of titles is not something the user did today, and would push everything else out.
 */
@Injectable()
export class ActivityLog {
  constructor(@Inject(ActivityEntriesStore) private readonly store: ActivityEntriesStore) {}

  /** An entry set by a list write: added, status changed, score set, favorite added. */
  async entryWritten(
    db: EntityManager,
    userId: string,
    animeId: number,
    changes: EntryChanges,
    outcome: UpsertOutcome,
  ): Promise<void> {
    if (changes.isPrivate !== undefined) await this.store.setPrivate(db, userId, animeId, changes.isPrivate);
    const isPrivate = outcome.entry?.isPrivate ?? changes.isPrivate ?? false;
    await this.store.record(db, userId, animeId, isPrivate, factsOf(changes, outcome));
  }

  /** Episodes newly watched (a mark, playback at 100%, mark-all, a raised watched count). */
  async episodesWatched(
    db: EntityManager,
    userId: string,
    animeId: number,
    episodes: EpisodeRun,
    isPrivate: boolean,
  ): Promise<void> {
    await this.store.record(db, userId, animeId, isPrivate, [{ kind: 'episodes_watched', episodes }]);
  }

  /** An import's privacy flags, so its entries' earlier activity follows them (nothing else is logged). */
  async privacyImported(db: EntityManager, userId: string, flags: ReadonlyMap<number, boolean>) {
    for (const [animeId, isPrivate] of flags) await this.store.setPrivate(db, userId, animeId, isPrivate);
  }
}

/** What a list write did, from the entry before and after it. */
export function factsOf(changes: EntryChanges, outcome: UpsertOutcome): ActivityFact[] {
  const { entry, inserted, previousStatus, previousScore, wasFavorite } = outcome;
  if (!entry) return [];
  const facts: ActivityFact[] = [];
  if (entry.status && entry.status !== previousStatus) {
    // A title new to the five lists (new, or until now only a favorite or a score) was added to one.
    const added = inserted || previousStatus === null;
    facts.push({ kind: added ? 'added' : 'status_changed', status: entry.status });
  }
  if (typeof changes.score === 'number' && changes.score !== previousScore) {
    facts.push({ kind: 'score_set', score: changes.score });
  }
  if (entry.isFavorite && !wasFavorite) facts.push({ kind: 'favorite_added' });
  return facts;
}
