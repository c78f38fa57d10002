import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_MAX, type ActivityPage } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/**
 * GET /api/users/{username}/activity?limit=: the newest page of a user's activity. It carries the token
 * when there is one, so owners see their entries about private list entries; a 404 means an unknown or
 * private profile, alike.
 */
export function getUserActivity(
  username: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return apiSend<ActivityPage>('GET', `/users/${encodeURIComponent(username)}/activity?limit=${limit}`, {
    signal,
  });
}

/** A page holds 1 to ACTIVITY_PAGE_MAX entries. */
export const activityLimit = (limit: number) =>
  Math.min(Math.max(Math.trunc(limit) || 1, 1), ACTIVITY_PAGE_MAX);

export const userActivityQueryOptions = (
  username: string,
  limit: number,
  viewerId: string | null | undefined,
) =>
  queryOptions({
    // The viewer is part of the key: the owner sees more than others do.
    queryKey: ['activity', 'user', username.toLowerCase(), viewerId, limit],
    queryFn: ({ signal }) => getUserActivity(username, limit, signal),
  });

/** `viewerId` undefined while the session is still loading: the read waits for it. */
export function useUserActivity(username: string, limit: number, viewerId: string | null | undefined) {
  return useQuery({
    ...userActivityQueryOptions(username, activityLimit(limit), viewerId),
    enabled: viewerId !== undefined,
  });
}
