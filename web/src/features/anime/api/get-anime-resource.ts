import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnimeResource, AnimeResourceResponse } from '@tracker/contracts';

import { translator } from '../../../i18n/use-translation';
import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';

/** A detail sub-resource in Jikan's body (`data`, and `pagination` for episodes), as the catalogue serves it. */
export function getAnimeResource(
  malId: number,
  resource: AnimeResource,
  page?: number,
  signal?: AbortSignal,
): Promise<AnimeResourceResponse> {
  const query = page === undefined ? '' : `?page=${page}`;
  return catalogueSession().reader.read({
    failureMessage: translator('anime')('errors.resource', { resource, id: malId }),
    backend: (timed) =>
      apiGet<AnimeResourceResponse>(`/anime/${malId}/${resource}${query}`, { signal: timed }),
    fallback: (jikan) => jikan.resource(malId, resource, page),
    lookup: true,
    // Spec §3: episode pages have their own store, by anime and page.
    cacheKey:
      resource === 'episodes'
        ? { store: 'episodes', key: `${malId}:${page ?? 1}` }
        : { store: 'searchCache', key: `resource:${malId}:${resource}` },
    signal,
  });
}

export const animeResourceQueryOptions = (malId: number, resource: AnimeResource, page?: number) =>
  queryOptions({
    queryKey: ['anime', 'resource', malId, resource, page ?? null],
    queryFn: ({ signal }) => getAnimeResource(malId, resource, page, signal),
  });

export function useAnimeResource(malId: number, resource: AnimeResource, page?: number) {
  return useQuery(animeResourceQueryOptions(malId, resource, page));
}
