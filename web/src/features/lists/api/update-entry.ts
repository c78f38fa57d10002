import type { ListEntry } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useEntryWrite } from '../hooks/use-entry-write';

/** What PUT /auth/anime-lists/{animeId} may change; a null score removes it. */
export type EntryChanges = Partial<Pick<ListEntry, 'score' | 'timesRewatched' | 'isPrivate'>>;

/** PUT /api/auth/anime-lists/{animeId}: score 1–10, timesRewatched, isPrivate; retried with its key. */
export const updateEntry = async (animeId: number, changes: EntryChanges) =>
  (
    await apiSend<{ entry: ListEntry | null }>('PUT', `/auth/anime-lists/${animeId}`, {
      json: changes,
      retriable: true,
    })
  ).entry;

/** Changes the title's score, rewatch count or privacy, optimistically. */
export const useUpdateEntry = (animeId: number) =>
  useEntryWrite(animeId, {
    change: (changes: EntryChanges) => changes,
    save: (changes) => updateEntry(animeId, changes),
  });
