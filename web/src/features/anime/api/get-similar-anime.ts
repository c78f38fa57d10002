import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarAnime } from '@tracker/contracts';

import { translator } from '../../../i18n/use-translation';
import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';

export function getSimilarAnime(malId: number, limit: number, signal?: AbortSignal): Promise<SimilarAnime> {
  return catalogueSession().reader.read({
    failureMessage: translator('anime')('errors.similar', { id: malId }),
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
