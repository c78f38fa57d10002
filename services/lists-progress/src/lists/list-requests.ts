import { LIST_REMOVALS, LIST_STATUSES, type ListRemoval } from '@tracker/contracts';
import {
  isListStatus,
  MAX_TIMES_REWATCHED,
  parseScore,
  parseWholeNumber,
  scoreError,
  statusError,
  timesRewatchedError,
} from '@tracker/domain';
import { badRequest } from '@tracker/redis';

import { animeIdOf, booleanOf, type Fields, fieldsOf } from '../common/payload.js';
import type { EntryChanges } from './list-entries.store.js';

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
export const FAVORITE = 'favorite';

/** A POST body: the title, and its status (or the favorite flag) with an optional score. */
export function addRequestOf(body: unknown): { animeId: number; changes: EntryChanges } {
  const fields = fieldsOf(body, ADD_FIELDS);
  const animeId = animeIdOf(fields.animeId);
  const changes: EntryChanges =
    fields.status === FAVORITE ? { isFavorite: true } : { status: statusOf(fields.status, false) };
  if (fields.score !== undefined) changes.score = scoreOf(fields.score);
  return { animeId, changes };
}

/**
 * A PUT body: the entry's changes, and `episodesWatched` as sent (undefined when absent), which only the
 * title's episode count can check.
 */
export function updateRequestOf(body: unknown): { changes: EntryChanges; episodesWatched: unknown } {
  const fields = fieldsOf(body, UPDATE_FIELDS);
  if (Object.keys(fields).length === 0) {
    throw badRequest(`The request body names no field to change. Accepted: ${UPDATE_FIELDS.join(', ')}.`);
  }
  return { changes: entryChanges(fields), episodesWatched: fields.episodesWatched };
}

/** What DELETE /{animeId}/{what} takes off the entry: a status, the favorite flag or the score. */
export function removalOf(what: unknown): ListRemoval {
  if (!(LIST_REMOVALS as readonly unknown[]).includes(what)) {
    throw badRequest(`What to remove must be one of ${LIST_REMOVALS.join(', ')}, got '${String(what)}'.`);
  }
  return what as ListRemoval;
}

export function notOnListMessage(animeId: number, removal: ListRemoval): string {
  if (removal === 'favorite') return `Anime ${animeId} is not among your favorites.`;
  if (removal === 'rating') return `Anime ${animeId} has no score of yours.`;
  return `Anime ${animeId} is not on your ${removal} list.`;
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
