import type { ListEntry, ListStatus } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useEntryWrite } from '../hooks/use-entry-write';

/** POST /api/auth/anime-lists: sets the title's status or makes it a favorite; one user action, retried with its key. */
export const addToList = async (animeId: number, status: ListStatus | 'favorite') =>
  (
    await apiSend<{ entry: ListEntry | null }>('POST', '/auth/anime-lists', {
      json: { animeId, status },
      retriable: true,
    })
  ).entry;

/** Adds the title to a list or to the favorites, optimistically. */
export const useAddToList = (animeId: number) =>
  useEntryWrite(animeId, {
    change: (status: ListStatus | 'favorite') => (status === 'favorite' ? { isFavorite: true } : { status }),
    save: (status) => addToList(animeId, status),
  });
