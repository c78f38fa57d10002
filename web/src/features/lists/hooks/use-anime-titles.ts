import { useQueries } from '@tanstack/react-query';
import type { Anime } from '@tracker/contracts';

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
      anime: results.flatMap((result) => result.data?.items ?? []) as Anime[],
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
}
