import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarAnime } from '@tracker/contracts';

import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';

export function getSimilarAnime(malId: number, limit: number, signal?: AbortSignal): Promise<SimilarAnime> {
  return catalogueSession().reader.read({
    failureMessage: `All APIs failed for similar anime of ${malId}`,
    backend: (timed) => apiGet<SimilarAnime>(`/database/similar/${malId}?limit=${limit}`, { signal: timed }),
    fallback: (jikan) => jikan.similar(malId, limit),
    lookup: true,
    cacheKey: { store: 'searchCache', key: `similar:${malId}:${limit}` },
    signal,
  });
}

export const similarAnimeQueryOptions = (malId: number, limit = 20) =>
  queryOptions({
    queryKey: ['anime', 'similar', malId, limit],
    queryFn: ({ signal }) => getSimilarAnime(malId, limit, signal),
  });

export function useSimilarAnime(malId: number, limit = 20) {
  return useQuery(similarAnimeQueryOptions(malId, limit));
}
