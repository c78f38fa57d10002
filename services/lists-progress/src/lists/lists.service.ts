import { Inject, Injectable } from '@nestjs/common';
import {
  type AnimeLists,
  FAVORITE,
  LIST_STATUSES,
  type ListEntry,
  type ListRemoval,
} from '@tracker/contracts';
import type { AddEntryBody, UpdateEntryBody } from '@tracker/contracts/schemas';
import { isListStatus } from '@tracker/domain';
import { notFound, type SerializedJson } from '@tracker/redis';

import { ActivityLog } from '../activity/activity-log.js';
import { EpisodeProgressStore } from '../episodes/episode-progress.store.js';
import { EpisodeRules } from '../episodes/episode-rules.js';
import { IdempotentWrites, type WriteKey } from '../idempotency/idempotent-writes.js';
import { OwnAnswers } from '../own-answers/own-answers.js';
import { PeerServices } from '../peers/peer-services.js';
import { type EntryChanges, ListEntriesStore, publicEntry, type StoredEntry } from './list-entries.store.js';
import { ListEvents } from './list-events.js';
import { addRequestOf, notOnListMessage } from './list-requests.js';

/** Spec §4 list rules: one of five statuses per title, an independent favorite flag, an optional 1–10 score. */
@Injectable()
export class ListsService {
  constructor(
    @Inject(IdempotentWrites) private readonly writes: IdempotentWrites,
    @Inject(ListEntriesStore) private readonly entries: ListEntriesStore,
    @Inject(EpisodeProgressStore) private readonly episodes: EpisodeProgressStore,
    @Inject(EpisodeRules) private readonly episodeRules: EpisodeRules,
    @Inject(ListEvents) private readonly events: ListEvents,
    @Inject(PeerServices) private readonly peers: PeerServices,
    @Inject(OwnAnswers) private readonly answers: OwnAnswers,
    @Inject(ActivityLog) private readonly activity: ActivityLog,
  ) {}

  /** The owner's lists: this replica's serialised copy until a write changes them. */
  lists(userId: string): Promise<SerializedJson> {
    return this.answers.serve('lists', userId, async () => ({
      value: groupLists(await this.entries.all(userId)),
    }));
  }

  /** POST: sets the status (adding the title when new) with an optional score, or the favorite flag. */
  async add(userId: string, body: AddEntryBody, key?: WriteKey): Promise<ListEntry | null> {
    const { animeId, changes } = addRequestOf(body);
    return this.write(userId, animeId, changes, key);
  }

  /** PUT: partial entry fields; score null removes the score, status null takes it off the five lists. */
  async update(
    userId: string,
    animeId: number,
    body: UpdateEntryBody,
    key?: WriteKey,
  ): Promise<ListEntry | null> {
    const { episodesWatched, ...changes } = body;
    if (episodesWatched === undefined) return this.write(userId, animeId, changes, key);
    // Checked against the title's episode count, which also refuses a title the catalogue does not know.
    const count = await this.episodeRules.watchedCountOf(animeId, episodesWatched);
    const hasEntryChanges = Object.keys(changes).length > 0;
    return this.writes.once(key, async (db) => {
      const written = hasEntryChanges ? await this.entries.upsert(userId, animeId, changes, db) : undefined;
      const before = await this.episodes.setWatchedCount(db, userId, animeId, count, new Date());
      const entry = await this.entries.one(userId, animeId, db);
      if (written) await this.activity.entryWritten(db, userId, animeId, changes, written);
      if (before !== null && count > before) {
        const run = { from: before + 1, to: count };
        await this.activity.episodesWatched(db, userId, animeId, run, entry?.isPrivate ?? false);
      }
      return {
        result: entry && publicEntry(entry),
        // Only a change to the entry itself is announced; episodes alone change no status.
        announce: () => this.events.changed(userId, animeId, written && { ...written, entry }),
      };
    });
  }

  /** DELETE /{animeId}/{status|favorite|rating}: NOT_FOUND when the title has no such status, flag or score. */
  async remove(
    userId: string,
    animeId: number,
    removal: ListRemoval,
    key?: WriteKey,
  ): Promise<ListEntry | null> {
    return this.writes.once(key, async (db) => {
      const { cleared, entry } = isListStatus(removal)
        ? await this.entries.clear(userId, animeId, 'status', removal, db)
        : await this.entries.clear(userId, animeId, removal, undefined, db);
      if (!cleared) throw notFound(notOnListMessage(animeId, removal));
      return {
        result: entry && publicEntry(entry),
        announce: () =>
          isListStatus(removal)
            ? this.events.statusRemoved(userId, animeId, removal)
            : this.events.changed(userId, animeId),
      };
    });
  }

  /** Spec §4 'remove from all lists': off all five statuses; favorite and score stay. */
  async removeAll(userId: string, animeId: number, key?: WriteKey): Promise<ListEntry | null> {
    return this.writes.once(key, async (db) => {
      const before = await this.entries.one(userId, animeId, db);
      const { cleared, entry } = await this.entries.clearStatus(userId, animeId, db);
      if (!cleared) throw notFound(`Anime ${animeId} is on none of your lists.`);
      return {
        result: entry && publicEntry(entry),
        announce: () => this.events.statusRemoved(userId, animeId, before?.status ?? null),
      };
    });
  }

  /** The entry after the write; null when the write left it nothing to keep (no status, favorite or score). */
  private async write(
    userId: string,
    animeId: number,
    changes: EntryChanges,
    key: WriteKey | undefined,
  ): Promise<ListEntry | null> {
    // NOT_FOUND for a title the catalogue does not know (accepted while the catalogue cannot be asked).
    await this.peers.episodeCount(animeId);
    return this.writes.once(key, async (db) => {
      const outcome = await this.entries.upsert(userId, animeId, changes, db);
      await this.activity.entryWritten(db, userId, animeId, changes, outcome);
      return {
        result: outcome.entry && publicEntry(outcome.entry),
        announce: () => this.events.changed(userId, animeId, outcome),
      };
    });
  }
}

/** Spec §7 data.lists: the five statuses plus favorite. */
export function groupLists(entries: readonly StoredEntry[]): AnimeLists {
  const lists = Object.fromEntries(
    [...LIST_STATUSES, FAVORITE].map((name) => [name, []]),
  ) as unknown as AnimeLists;
  for (const stored of entries) {
    const entry = publicEntry(stored);
    if (entry.status) lists[entry.status].push(entry);
    if (entry.isFavorite) lists.favorite.push(entry);
  }
  return lists;
}
