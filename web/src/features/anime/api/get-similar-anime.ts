import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarAnime } from '@tracker/contracts';

import { apiGet } from '../../../lib/api-client';

export function getSimilarAnime(malId: number, limit: number, signal?: AbortSignal): Promise<SimilarAnime> {
  return apiGet<SimilarAnime>(`/database/similar/${malId}?limit=${limit}`, { signal });
}

export const similarAnimeQueryOptions = (malId: number, limit = 20) =>
  queryOptions({
    queryKey: ['anime', 'similar', malId, limit],
    queryFn: ({ signal }) => getSimilarAnime(malId, limit, signal),
  });

export function useSimilarAnime(malId: number, limit = 20) {
  return useQuery(similarAnimeQueryOptions(malId, limit));
}
