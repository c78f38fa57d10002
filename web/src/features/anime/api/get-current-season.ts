import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type SeasonPage } from '@tracker/contracts';

import { translator } from '../../../i18n/use-translation';
import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';

export function getCurrentSeason(page: number, signal?: AbortSignal): Promise<SeasonPage> {
  return catalogueSession().reader.read({
    failureMessage: translator('anime')('errors.currentSeason'),
    backend: (timed) => apiGet<SeasonPage>(`/database/current-season?page=${page}`, { signal: timed }),
    fallback: (jikan) => jikan.currentSeason(page, Date.now()),
    cacheKey: { store: 'searchCache', key: `season:${page}` },
    animeIn: (season) => season.items,
    signal,
  });
}

export const currentSeasonQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ['anime', 'current-season', page],
    queryFn: ({ signal }) => getCurrentSeason(page, signal),
  });

export function useCurrentSeason(page = 1) {
  return useQuery(currentSeasonQueryOptions(page));
}

/**
 * The season's pages after the first, once `first` (its first page) says how many titles it has; none
 * until `enabled`. Each page is the same query the first one is, so the cache and the fallback apply.
 */
export function useSeasonRest(first: SeasonPage | undefined, enabled: boolean) {
  const pageCount = first ? Math.ceil(first.total / PAGE_SIZE) : 1;
  return useQueries({
    queries: Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => ({
      ...currentSeasonQueryOptions(index + 2),
      enabled,
    })),
  });
}
