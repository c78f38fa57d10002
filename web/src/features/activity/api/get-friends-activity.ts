import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FriendActivityPage } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/** How many entries the home page's feed shows at first and adds with each 'Show more'. */
export const FRIENDS_ACTIVITY_PAGE = 10;

/** GET /api/auth/activity/friends?cursor=&limit=: the signed-in user's friends' public activity. */
export function getFriendsActivity(cursor: string | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(FRIENDS_ACTIVITY_PAGE) });
  if (cursor) query.set('cursor', cursor);
  return apiSend<FriendActivityPage>('GET', `/auth/activity/friends?${query}`, { signal });
}

/** Pages newest first; each page's nextCursor reaches back for older entries. */
export const friendsActivityQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['activity', 'friends', userId],
    queryFn: ({ pageParam, signal }) => getFriendsActivity(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: FriendActivityPage) => page.nextCursor ?? undefined,
  });

export function useFriendsActivity(userId: string) {
  return useInfiniteQuery(friendsActivityQueryOptions(userId));
}
