import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Anime } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/** GET /api/recommendations/{userId}: spec §7 'watch next'; `t` keeps every cache out of the way. */
export const getRecommendations = (userId: string, signal?: AbortSignal) =>
  apiSend<Anime[]>('GET', `/recommendations/${encodeURIComponent(userId)}?t=${Date.now()}`, { signal });

export const recommendationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['recommendations', userId],
    queryFn: ({ signal }) => getRecommendations(userId, signal),
    staleTime: 0,
  });

/** The signed-in user's own recommendations. */
export function useRecommendations(userId: string) {
  return useQuery(recommendationsQueryOptions(userId));
}
