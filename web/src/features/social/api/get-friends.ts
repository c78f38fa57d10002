import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FriendOnline } from '@tracker/contracts';

import { loggedRead, SOCIAL_QUERY_RULES, socialCall, socialQueryKey } from './social-call';

/** GET /api/friends: spec §3 Friend (friend, since, conversationId), and whether they are online. */
export const getFriends = async (signal?: AbortSignal) =>
  (await socialCall<{ friends: FriendOnline[] }>('GET', '/friends', { signal })).friends;

export const friendsQueryKey = (userId: string) => [...socialQueryKey(userId), 'friends'] as const;

export const friendsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: friendsQueryKey(userId),
    queryFn: ({ signal }) => loggedRead(() => getFriends(signal)),
    ...SOCIAL_QUERY_RULES,
  });

const NO_FRIENDS: FriendOnline[] = [];

/** The friends, or none while loading or after a failure (spec §8); loaded once `enabled`. */
export function useFriends(userId: string, enabled = true) {
  const query = useQuery({ ...friendsQueryOptions(userId), enabled });
  return { friends: query.data ?? NO_FRIENDS, isPending: query.isPending };
}
