import type { ListEntry, ListStatus } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useEntryWrite } from '../hooks/use-entry-write';

/** DELETE /api/auth/anime-lists/{animeId}/{status|favorite}; one user action, retried with its key. */
export const removeFromList = async (animeId: number, what: ListStatus | 'favorite') =>
  (
    await apiSend<{ entry: ListEntry | null }>('DELETE', `/auth/anime-lists/${animeId}/${what}`, {
      retriable: true,
    })
  ).entry;

/** Takes the title off its list or out of the favorites, optimistically; a failure says spec §8's text. */
export const useRemoveFromList = (animeId: number) =>
  useEntryWrite(animeId, {
    change: (what: ListStatus | 'favorite') =>
      what === 'favorite' ? { isFavorite: false } : { status: null },
    save: (what) => removeFromList(animeId, what),
    failure: 'remove',
  });
