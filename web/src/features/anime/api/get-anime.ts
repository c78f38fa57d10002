import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Anime } from '@tracker/contracts';

import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';

/** `?t=` takes a read past every shared cache: for a record known to be incomplete, the edge's copy is too. */
export const pastSharedCaches = (uncached: boolean) => (uncached ? `?t=${Date.now()}` : '');

export function getAnime(malId: number, signal?: AbortSignal, { uncached = false } = {}): Promise<Anime> {
  return catalogueSession().reader.anime(malId, {
    backend: (timed) =>
      apiGet<Anime>(`/database/anime/${malId}${pastSharedCaches(uncached)}`, { signal: timed }),
    fallback: (jikan) => jikan.anime(malId),
    signal,
  });
}

export const animeQueryOptions = (malId: number) =>
  queryOptions({
    queryKey: ['anime', 'detail', malId],
    queryFn: ({ signal }) => getAnime(malId, signal),
  });

export function useAnime(malId: number) {
  return useQuery(animeQueryOptions(malId));
}
