import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListEntry } from '@tracker/contracts';

import type { Catalogue } from '../../../i18n/catalogues';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../auth/hooks/use-session';
import { animeListsQueryOptions } from '../api/get-anime-lists';
import { cachedEntry, putEntry, refreshStatistics } from '../list-cache';
import { draftEntry } from '../list-session';

interface EntryWrite<Variables> {
  /** What the entry looks like once the write is saved, shown at once. */
  change: (variables: Variables) => Partial<ListEntry>;
  save: (variables: Variables) => Promise<ListEntry | null>;
  /** Spec §8's text for a failure (its key under the `lists` catalogue's `errors`), when not the server's own. */
  failure?: ListWriteFailure;
}

export type ListWriteFailure = keyof Catalogue['lists']['errors'];

/**
 * A write to one title's entry: shown at once, saved, and the previous entry put back if the save fails.
 * Writes on one title go out one after another, so the server applies them in the order they were made.
 */
export function useEntryWrite<Variables>(animeId: number, { change, save, failure }: EntryWrite<Variables>) {
  const { t } = useTranslation('lists');
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  const mutationKey = ['list-entry', animeId];

  return useMutation({
    mutationKey,
    scope: { id: `list-entry-${animeId}` },
    mutationFn: async (variables: Variables) => {
      try {
        return await save(variables);
      } catch (error) {
        const message = failure
          ? t(`errors.${failure}`)
          : error instanceof Error
            ? error.message
            : String(error);
        throw new Error(message, {
          cause: error,
        });
      }
    },
    onMutate: async (variables) => {
      // A read of the lists sent before this write would answer without it and put the old entry back.
      // Cancelled only once the lists are loaded: a first load cancelled would leave them unloaded.
      const listsKey = animeListsQueryOptions(userId).queryKey;
      if (queryClient.getQueryData(listsKey)) await queryClient.cancelQueries({ queryKey: listsKey });
      const previous = cachedEntry(queryClient, userId, animeId);
      const shown = { ...(previous ?? draftEntry(animeId)), ...change(variables) };
      putEntry(queryClient, userId, animeId, { ...shown, updatedAt: new Date().toISOString() });
      return { previous };
    },
    onError: (_error, _variables, context) => putEntry(queryClient, userId, animeId, context?.previous),
    onSuccess: (saved) => {
      // A later write on this title already shows what it will save: its own answer settles the entry.
      if (queryClient.isMutating({ mutationKey }) === 1) putEntry(queryClient, userId, animeId, saved);
      void refreshStatistics(queryClient, userId);
    },
  });
}
