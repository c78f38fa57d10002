import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Anime, AnimeBatch } from '@tracker/contracts';

import { translator } from '../../../i18n/use-translation';
import { apiGetEnvelope } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';

/** Titles by id (favorites, lists), in the order asked for, with the ids the catalogue does not have. */
export function getAnimeBatch(ids: readonly number[], signal?: AbortSignal): Promise<AnimeBatch> {
  return catalogueSession().reader.read({
    failureMessage: translator('anime')('errors.batch', { ids: ids.join(',') }),
    backend: async (timed) => {
      const envelope = await apiGetEnvelope<Anime[], { missingIds: number[] }>(
        `/database/anime/batch?ids=${ids.join(',')}`,
        { signal: timed },
      );
      return { items: envelope.data, missingIds: envelope.missingIds ?? [] };
    },
    fallback: (jikan) => jikan.batch(ids),
    cacheKey: { store: 'searchCache', key: `batch:${ids.join(',')}` },
    animeIn: (batch) => batch.items,
    signal,
  });
}

export const animeBatchQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['anime', 'batch', [...ids]],
    queryFn: ({ signal }) => getAnimeBatch(ids, signal),
  });

export function useAnimeBatch(ids: readonly number[], { enabled = true } = {}) {
  return useQuery({ ...animeBatchQueryOptions(ids), enabled: enabled && ids.length > 0 });
}
