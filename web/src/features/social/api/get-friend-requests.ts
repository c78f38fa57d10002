import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendRequests } from '@tracker/contracts';

import { loggedRead, SOCIAL_QUERY_RULES, socialCall, socialQueryKey } from './social-call';

/** GET /api/friends/requests: pending requests to the user, and the user's own with their state. */
export const getFriendRequests = (signal?: AbortSignal) =>
  socialCall<FriendRequests>('GET', '/friends/requests', { signal });

export const friendRequestsQueryKey = (userId: string) => [...socialQueryKey(userId), 'requests'] as const;

export const friendRequestsQueryOptions = (userId: string, pollMs: number | false = false) =>
  queryOptions({
    queryKey: friendRequestsQueryKey(userId),
    queryFn: ({ signal }) => loggedRead(() => getFriendRequests(signal)),
    refetchInterval: pollMs,
    ...SOCIAL_QUERY_RULES,
  });

/**
 * The requests once `enabled`, asked every `pollMs` when given; undefined until they load or after a
 * failure (spec §8: the lists show none).
 */
export function useFriendRequests(userId: string, pollMs: number | false = false, enabled = true) {
  return useQuery({ ...friendRequestsQueryOptions(userId, pollMs), enabled }).data;
}
