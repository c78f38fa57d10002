import { useQuery } from '@tanstack/react-query';
import type { Anime } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/** Spec §7 'watch next': the signed-in user's own recommendations; `t` keeps every cache out of the way. */
export function useRecommendations(userId: string) {
  return useQuery({
    queryKey: ['recommendations', userId],
    queryFn: ({ signal }) =>
      apiSend<Anime[]>('GET', `/recommendations/${encodeURIComponent(userId)}?t=${Date.now()}`, { signal }),
    staleTime: 0,
  });
}
