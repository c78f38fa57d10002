import { Inject, Injectable } from '@nestjs/common';
import {
  LIST_REMOVALS,
  LIST_STATUSES,
  type AnimeLists,
  type ListEntry,
  type ListRemoval,
} from '@tracker/contracts';
import {
  isListStatus,
  MAX_TIMES_REWATCHED,
  parseScore,
  parseWholeNumber,
  scoreError,
  statusError,
  timesRewatchedError,
} from '@tracker/domain';
import { badRequest, notFound, type SerializedJson } from '@tracker/redis';

import { animeIdOf, booleanOf, fieldsOf, routeAnimeId, type Fields } from '../common/payload.js';
import { EpisodeProgressStore } from '../episodes/episode-progress.store.js';
import { EpisodeRules } from '../episodes/episode-rules.js';
import { IdempotentWrites, type WriteKey } from '../idempotency/idempotent-writes.js';
import { OwnAnswers } from '../own-answers/own-answers.js';
import { PeerServices } from '../peers/peer-services.js';
import { ListEntriesStore, publicEntry, type EntryChanges, type StoredEntry } from './list-entries.store.js';
import { ListEvents } from './list-events.js';

const ADD_FIELDS = ['animeId', 'status', 'score'] as const;
const UPDATE_FIELDS = [
  'status',
  'score',
  'isFavorite',
  'timesRewatched',
  'isPrivate',
  'episodesWatched',
] as const;
/** POST accepts 'favorite' beside the five statuses: it sets the favorite flag and keeps the status. */
const FAVORITE = 'favorite';

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
  ) {}

  /** The owner's lists: this replica's serialised copy until a write changes them. */
  lists(userId: string): Promise<SerializedJson> {
    return this.answers.serve('lists', userId, async () => ({
      value: groupLists(await this.entries.all(userId)),
    }));
  }

  /** POST: sets the status (adding the title when new) with an optional score, or the favorite flag. */
  async add(userId: string, body: unknown, key?: WriteKey): Promise<ListEntry | null> {
    const fields = fieldsOf(body, ADD_FIELDS);
    const animeId = animeIdOf(fields.animeId);
    const changes: EntryChanges =
      fields.status === FAVORITE ? { isFavorite: true } : { status: statusOf(fields.status, false) };
    if (fields.score !== undefined) changes.score = scoreOf(fields.score);
    return this.write(userId, animeId, changes, key);
  }

  /** PUT: partial entry fields; score null removes the score, status null takes it off the five lists. */
  async update(
    userId: string,
    rawAnimeId: unknown,
    body: unknown,
    key?: WriteKey,
  ): Promise<ListEntry | null> {
    const animeId = routeAnimeId(rawAnimeId);
    const fields = fieldsOf(body, UPDATE_FIELDS);
    if (Object.keys(fields).length === 0) {
      throw badRequest(`The request body names no field to change. Accepted: ${UPDATE_FIELDS.join(', ')}.`);
    }
    const changes = entryChanges(fields);
    if (fields.episodesWatched === undefined) return this.write(userId, animeId, changes, key);
    // Checked against the title's episode count, which also refuses a title the catalogue does not know.
    const count = await this.episodeRules.watchedCountOf(animeId, fields.episodesWatched);
    const hasEntryChanges = Object.keys(changes).length > 0;
    return this.writes.once(key, async (db) => {
      const written = hasEntryChanges ? await this.entries.upsert(userId, animeId, changes, db) : undefined;
      await this.episodes.setWatchedCount(db, userId, animeId, count, new Date());
      const entry = await this.entries.one(userId, animeId, db);
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
    rawAnimeId: unknown,
    what: unknown,
    key?: WriteKey,
  ): Promise<ListEntry | null> {
    const animeId = routeAnimeId(rawAnimeId);
    if (!(LIST_REMOVALS as readonly unknown[]).includes(what)) {
      throw badRequest(`What to remove must be one of ${LIST_REMOVALS.join(', ')}, got '${String(what)}'.`);
    }
    const removal = what as ListRemoval;
    return this.writes.once(key, async (db) => {
      const { cleared, entry } = isListStatus(removal)
        ? await this.entries.clear(userId, animeId, 'status', removal, db)
        : await this.entries.clear(userId, animeId, removal as 'favorite' | 'rating', undefined, db);
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
  async removeAll(userId: string, rawAnimeId: unknown, key?: WriteKey): Promise<ListEntry | null> {
    const animeId = routeAnimeId(rawAnimeId);
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
      return {
        result: outcome.entry && publicEntry(outcome.entry),
        announce: () => this.events.changed(userId, animeId, outcome),
      };
    });
  }
}

function statusOf(value: unknown, nullable: boolean) {
  if (nullable && value === null) return null;
  if (!isListStatus(value)) {
    throw badRequest(
      nullable ? `${statusError(value).slice(0, -1)} Or null to remove it.` : addStatusError(value),
    );
  }
  return value;
}

const addStatusError = (value: unknown) =>
  `status must be one of ${[...LIST_STATUSES, FAVORITE].join(', ')}, got '${String(value)}'.`;

function scoreOf(value: unknown): number | null {
  const score = parseScore(value);
  if (score === undefined) throw badRequest(scoreError(value));
  return score;
}

function entryChanges(fields: Fields): EntryChanges {
  const changes: EntryChanges = {};
  if (fields.status !== undefined) changes.status = statusOf(fields.status, true);
  if (fields.score !== undefined) changes.score = scoreOf(fields.score);
  if (fields.isFavorite !== undefined) changes.isFavorite = booleanOf(fields.isFavorite, 'isFavorite');
  if (fields.isPrivate !== undefined) changes.isPrivate = booleanOf(fields.isPrivate, 'isPrivate');
  if (fields.timesRewatched !== undefined) {
    const times =
      typeof fields.timesRewatched === 'number'
        ? parseWholeNumber(fields.timesRewatched, 0, MAX_TIMES_REWATCHED)
        : null;
    if (times === null) throw badRequest(timesRewatchedError(fields.timesRewatched));
    changes.timesRewatched = times;
  }
  return changes;
}

function notOnListMessage(animeId: number, removal: ListRemoval): string {
  if (removal === 'favorite') return `Anime ${animeId} is not among your favorites.`;
  if (removal === 'rating') return `Anime ${animeId} has no score of yours.`;
  return `Anime ${animeId} is not on your ${removal} list.`;
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
