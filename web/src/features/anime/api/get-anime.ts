import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Anime } from '@tracker/contracts';

import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../../lib/catalogue-data/catalogue-session';

export function getAnime(malId: number, signal?: AbortSignal): Promise<Anime> {
  return catalogueSession().reader.anime(malId, {
    backend: (timed) => apiGet<Anime>(`/database/anime/${malId}`, { signal: timed }),
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
