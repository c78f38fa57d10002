import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicStatistics } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';

/** GET /api/users/{username}/statistics: a visible profile's statistics (404 alike for unknown and private). */
export async function getUserStatistics(username: string, signal?: AbortSignal): Promise<PublicStatistics> {
  return apiSend<PublicStatistics>('GET', `/users/${encodeURIComponent(username)}/statistics`, { signal });
}

export const userStatisticsQueryOptions = (username: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ['users', username.toLowerCase(), viewerId, 'statistics'],
    queryFn: ({ signal }) => getUserStatistics(username, signal),
  });

/** A user's statistics as the viewer may see them; waits for the session. */
export function useUserStatistics(username: string) {
  const { status, user } = useSession();
  return useQuery({
    ...userStatisticsQueryOptions(username, user?.id ?? null),
    enabled: status !== 'loading',
  });
}
