import { type QueryClient, useQueries } from '@tanstack/react-query';
import type { Anime, AnimeBatch } from '@tracker/contracts';

import { animeBatchQueryOptions } from '../../anime/api/get-anime-batch';

/** Spec §9: batch anime loads happen in groups of 5. */
export const BATCH_GROUP_SIZE = 5;

function groupsOf(ids: readonly number[]): number[][] {
  const groups: number[][] = [];
  for (let start = 0; start < ids.length; start += BATCH_GROUP_SIZE) {
    groups.push(ids.slice(start, start + BATCH_GROUP_SIZE));
  }
  return groups;
}

/** The catalogue's titles for list entries (which carry only ids), in the order asked for. */
export function useAnimeTitles(ids: readonly number[]) {
  return useQueries({
    queries: groupsOf(ids).map((group) => animeBatchQueryOptions(group)),
    combine: (results) => ({
      anime: results.flatMap<Anime>((result) => result.data?.items ?? []),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}

/**
 * Puts titles that came with another answer where {@link useAnimeTitles} of these ids looks for them, so
 * it asks for none of them again. A group the answer does not fully cover is left to fetch itself.
 */
export function primeAnimeTitles(queryClient: QueryClient, ids: readonly number[], titles: AnimeBatch): void {
  const byId = new Map(titles.items.map((anime) => [anime.mal_id, anime]));
  const missing = new Set(titles.missingIds);
  for (const group of groupsOf(ids)) {
    if (!group.every((id) => byId.has(id) || missing.has(id))) continue;
    queryClient.setQueryData<AnimeBatch>(animeBatchQueryOptions(group).queryKey, {
      items: group.flatMap((id) => byId.get(id) ?? []),
      missingIds: group.filter((id) => missing.has(id)),
    });
  }
}
