import { Inject, Injectable } from '@nestjs/common';
import { LIST_EVENTS, type ListStatus } from '@tracker/contracts';

import { OwnAnswers } from '../own-answers/own-answers.js';
import { PeerServices } from '../peers/peer-services.js';
import { WatchersCache } from '../public/watchers-cache.js';
import type { UpsertOutcome } from './list-entries.store.js';

/** One title's entry changed by a write, with what the write did when it set the entry. */
export interface EntryChange {
  userId: string;
  animeId: number;
  outcome?: UpsertOutcome;
}

/**
 * What follows a change to a user's entry: the owner's kept answers and the title's cached watcher list
 * are dropped, and the events of the change are emitted (entry added, status changed, favorite added).
 */
@Injectable()
export class ListEvents {
  constructor(
    @Inject(PeerServices) private readonly peers: PeerServices,
    @Inject(WatchersCache) private readonly watchers: WatchersCache,
    @Inject(OwnAnswers) private readonly answers: OwnAnswers,
  ) {}

  changed(userId: string, animeId: number, outcome?: UpsertOutcome): Promise<void> {
    return this.changedMany([{ userId, animeId, outcome }]);
  }

  /** The changes of one import: each owner's answers are dropped once for all their titles. */
  async changedMany(changes: readonly EntryChange[]): Promise<void> {
    await this.answers.changed(changes.map((change) => change.userId));
    for (const change of changes) await this.announce(change);
  }

  private async announce({ userId, animeId, outcome }: EntryChange): Promise<void> {
    await this.watchers.forget(animeId);
    if (!outcome?.entry) return;
    const { entry, inserted, previousStatus, wasFavorite } = outcome;
    const at = entry.updatedAt;
    const base = { userId, animeId, at };
    if (inserted) await this.peers.emit(LIST_EVENTS.entryAdded, { ...base, status: entry.status });
    else if (entry.status !== previousStatus) {
      await this.peers.emit(LIST_EVENTS.statusChanged, { ...base, from: previousStatus, to: entry.status });
    }
    if (entry.isFavorite && !wasFavorite) await this.peers.emit(LIST_EVENTS.favoriteAdded, base);
  }

  /** A status taken off the entry (one list's DELETE, or 'remove from all lists'): announced as to null. */
  async statusRemoved(userId: string, animeId: number, from: ListStatus | null): Promise<void> {
    await this.changed(userId, animeId);
    const at = new Date().toISOString();
    await this.peers.emit(LIST_EVENTS.statusChanged, { userId, animeId, at, from, to: null });
  }
}
