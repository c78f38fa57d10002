import { FAVORITE, LIST_REMOVALS, type ListRemoval } from '@tracker/contracts';
import type { AddEntryBody } from '@tracker/contracts/schemas';
import { badRequest } from '@tracker/redis';

import type { EntryChanges } from './list-entries.store.js';

/** A POST body: the title, and its status (or the favorite flag) with an optional score. */
export function addRequestOf({ animeId, status, score }: AddEntryBody): {
  animeId: number;
  changes: EntryChanges;
} {
  const changes: EntryChanges = status === FAVORITE ? { isFavorite: true } : { status };
  if (score !== undefined) changes.score = score;
  return { animeId, changes };
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
