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

const NO_REQUESTS: FriendRequests = { incoming: [], outgoing: [] };

/** The requests, or none while loading or after a failure (spec §8); asked every `pollMs` when given. */
export function useFriendRequests(userId: string, pollMs: number | false = false) {
  const query = useQuery(friendRequestsQueryOptions(userId, pollMs));
  return query.data ?? NO_REQUESTS;
}
