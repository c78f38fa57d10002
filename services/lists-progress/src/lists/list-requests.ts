import { FAVORITE, type ListRemoval } from '@tracker/contracts';
import type { AddEntryBody } from '@tracker/contracts/schemas';

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

export function notOnListMessage(animeId: number, removal: ListRemoval): string {
  if (removal === 'favorite') return `Anime ${animeId} is not among your favorites.`;
  if (removal === 'rating') return `Anime ${animeId} has no score of yours.`;
  return `Anime ${animeId} is not on your ${removal} list.`;
}
