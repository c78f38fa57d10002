import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FranchiseView } from '@tracker/contracts';

import { translator } from '../../../i18n/use-translation';
import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';

/** Spec §9 franchise: Sequel, Prequel, Alternative version and Side story chains, at most 20 titles. */
export function getFranchise(malId: number, signal?: AbortSignal): Promise<FranchiseView> {
  return catalogueSession().reader.read({
    failureMessage: translator('anime')('errors.franchise', { id: malId }),
    backend: (timed) => apiGet<FranchiseView>(`/anime/${malId}/franchise`, { signal: timed }),
    fallback: (jikan) => jikan.franchise(malId),
    lookup: true,
    cacheKey: { store: 'searchCache', key: `franchise:${malId}` },
    signal,
  });
}

export const franchiseQueryOptions = (malId: number) =>
  queryOptions({
    queryKey: ['anime', 'franchise', malId],
    queryFn: ({ signal }) => getFranchise(malId, signal),
  });

export function useFranchise(malId: number) {
  return useQuery(franchiseQueryOptions(malId));
}
