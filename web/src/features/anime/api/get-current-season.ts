import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonPage } from '@tracker/contracts';

import { apiGet } from '../../../lib/api-client';

export function getCurrentSeason(page: number, signal?: AbortSignal): Promise<SeasonPage> {
  return apiGet<SeasonPage>(`/database/current-season?page=${page}`, { signal });
}

export const currentSeasonQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ['anime', 'current-season', page],
    queryFn: ({ signal }) => getCurrentSeason(page, signal),
  });

export function useCurrentSeason(page = 1) {
  return useQuery(currentSeasonQueryOptions(page));
}
