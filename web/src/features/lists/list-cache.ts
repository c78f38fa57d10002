import type { QueryClient } from '@tanstack/react-query';
import type { ListEntry, SignedInListData } from '@tracker/contracts';

import { animeListsQueryOptions } from './api/get-anime-lists';
import { episodeProgressQueryOptions } from './api/get-episode-progress';
import { statisticsQueryOptions } from './api/get-statistics';
import { listsQueryKey } from './api/lists-query-key';
import { animeListsOf, entriesOf, entryIn } from './list-session';

/** A title's entry as the cached lists hold it now, optimistic changes included. */
export function cachedEntry(
  queryClient: QueryClient,
  userId: string,
  animeId: number,
): ListEntry | undefined {
  const lists = queryClient.getQueryData(animeListsQueryOptions(userId).queryKey);
  return lists && entryIn(lists, animeId);
}

const isEmptyEntry = (entry: ListEntry) => entry.status === null && !entry.isFavorite && entry.score === null;

/** Puts a title's entry in the cached lists, or takes the title out when it has none; lists not loaded stay so. */
export function putEntry(
  queryClient: QueryClient,
  userId: string,
  animeId: number,
  entry: ListEntry | null | undefined,
): void {
  queryClient.setQueryData(animeListsQueryOptions(userId).queryKey, (lists) => {
    if (!lists) return undefined;
    const entries = entriesOf(lists);
    if (!entry || isEmptyEntry(entry)) entries.delete(animeId);
    else entries.set(animeId, entry);
    return animeListsOf(entries.values());
  });
}

/** Takes the lists the session read brought, so nothing asks for them again. */
export function seedLists(
  queryClient: QueryClient,
  userId: string,
  { lists, statistics, episodeProgress }: SignedInListData,
): void {
  queryClient.setQueryData(animeListsQueryOptions(userId).queryKey, lists);
  queryClient.setQueryData(statisticsQueryOptions(userId).queryKey, statistics);
  queryClient.setQueryData(episodeProgressQueryOptions(userId).queryKey, episodeProgress);
}

/** Loads lists, statistics and progress unless they are loaded or loading already; settles once they are. */
export async function ensureLists(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.allSettled([
    queryClient.ensureQueryData(animeListsQueryOptions(userId)),
    queryClient.ensureQueryData(statisticsQueryOptions(userId)),
    queryClient.ensureQueryData(episodeProgressQueryOptions(userId)),
  ]);
}

/** The reload after episode writes (spec §4) or an import; a failed one keeps the data shown. */
export function reloadLists(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: listsQueryKey(userId), refetchType: 'all' });
}

/** The statistics after an entry changed: a summary, so the previous numbers stay if this fails. */
export function refreshStatistics(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: statisticsQueryOptions(userId).queryKey,
    refetchType: 'all',
  });
}
