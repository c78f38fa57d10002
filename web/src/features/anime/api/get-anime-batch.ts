import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Anime, AnimeBatch } from '@tracker/contracts';

import { apiGetEnvelope } from '../../../lib/api-client';

/** Titles by id (favorites, lists), in the order asked for, with the ids the catalogue does not have. */
export async function getAnimeBatch(ids: readonly number[], signal?: AbortSignal): Promise<AnimeBatch> {
  const envelope = await apiGetEnvelope<Anime[], { missingIds: number[] }>(
    `/database/anime/batch?ids=${ids.join(',')}`,
    { signal },
  );
  return { items: envelope.data, missingIds: envelope.missingIds ?? [] };
}

export const animeBatchQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['anime', 'batch', [...ids]],
    queryFn: ({ signal }) => getAnimeBatch(ids, signal),
  });

export function useAnimeBatch(ids: readonly number[], { enabled = true } = {}) {
  return useQuery({ ...animeBatchQueryOptions(ids), enabled: enabled && ids.length > 0 });
}
