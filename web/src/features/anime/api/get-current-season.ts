import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonPage } from '@tracker/contracts';

import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../../lib/catalogue-data/catalogue-session';

export function getCurrentSeason(page: number, signal?: AbortSignal): Promise<SeasonPage> {
  return catalogueSession().reader.read({
    failureMessage: 'Unable to fetch current season anime from any source',
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
