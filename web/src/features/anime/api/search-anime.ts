import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Anime, AnimeSearchRequest, CountedPage } from '@tracker/contracts';

import { translator } from '../../../i18n/use-translation';
import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';

/** The query string of a search, with empty values left out and genres as a comma list. */
export function searchQueryString(params: AnimeSearchRequest): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as Array<[string, unknown]>) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(key, value.join(','));
    } else {
      query.set(key, String(value));
    }
  }
  return query.toString();
}

export function searchAnime(params: AnimeSearchRequest, signal?: AbortSignal): Promise<CountedPage<Anime>> {
  const query = searchQueryString(params);
  return catalogueSession().reader.read({
    failureMessage: translator('anime')('errors.search'),
    backend: (timed) => apiGet<CountedPage<Anime>>(`/database/search?${query}`, { signal: timed }),
    fallback: (jikan) => jikan.search(params),
    cacheKey: { store: 'searchCache', key: `search:${query}` },
    animeIn: (found) => found.items,
    signal,
  });
}

export const searchAnimeQueryOptions = (params: AnimeSearchRequest) =>
  queryOptions({
    queryKey: ['anime', 'search', params],
    queryFn: ({ signal }) => searchAnime(params, signal),
  });

/** `enabled` lets callers hold the search until the spec's minimum input is there. */
export function useSearchAnime(params: AnimeSearchRequest, { enabled = true } = {}) {
  return useQuery({ ...searchAnimeQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
