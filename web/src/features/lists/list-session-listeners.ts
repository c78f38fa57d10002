import type { QueryClient } from '@tanstack/react-query';
import { quickAccessIds } from '@tracker/domain';

import { onSessionRead, onSignedIn, onSignedOut } from '../auth/signed-in-listeners';
import { addToList } from './api/add-to-list';
import { ALL_LISTS_QUERY_KEY } from './api/lists-query-key';
import { primeAnimeTitles } from './hooks/use-anime-titles';
import { cachedEntry, ensureLists, reloadLists, seedLists } from './list-cache';

/** Spec §3 legacy favorites: each becomes a favorite of the account, then the local copy is dropped. */
async function importLegacyFavorites(
  queryClient: QueryClient,
  userId: string,
  ids: readonly number[],
  discard: () => void,
): Promise<void> {
  const missing = ids.filter((id) => !cachedEntry(queryClient, userId, id)?.isFavorite);
  const results = await Promise.allSettled(missing.map((id) => addToList(id, 'favorite')));
  if (results.every((result) => result.status === 'fulfilled')) discard();
  if (missing.length > 0) await reloadLists(queryClient, userId);
}

onSignedIn(async ({ user, queryClient, legacyFavorites, discardLegacyFavorites }) => {
  await ensureLists(queryClient, user.id);
  if (legacyFavorites.length > 0) {
    await importLegacyFavorites(queryClient, user.id, legacyFavorites, discardLegacyFavorites);
  }
});
// Parts the session read could not bring (null) are left to the list queries and the batch queries.
onSessionRead(({ user, listData, watchingTitles }, queryClient) => {
  if (!listData) return;
  seedLists(queryClient, user.id, listData);
  if (watchingTitles) primeAnimeTitles(queryClient, quickAccessIds(listData.lists.watching), watchingTitles);
});
onSignedOut((queryClient) => queryClient.removeQueries({ queryKey: ALL_LISTS_QUERY_KEY }));
