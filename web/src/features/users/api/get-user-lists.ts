import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicLists } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';

/**
 * GET /api/users/{username}/anime-lists: what the viewer may see of a user's lists. It carries the token
 * when there is one, so owners also see their private entries; `favorite` is absent when the owner hides
 * favorites from others.
 */
export async function getUserLists(username: string, signal?: AbortSignal): Promise<PublicLists> {
  return apiSend<PublicLists>('GET', `/users/${encodeURIComponent(username)}/anime-lists`, { signal });
}

export const userListsQueryOptions = (username: string, viewerId: string | null) =>
  queryOptions({
    // The viewer is part of the key: signing in or out changes which entries are visible.
    queryKey: ['users', username.toLowerCase(), viewerId, 'anime-lists'],
    queryFn: ({ signal }) => getUserLists(username, signal),
  });

/** A user's lists as the signed-in viewer (or a visitor) may see them; waits for the session. */
export function useUserLists(username: string) {
  const { status, user } = useSession();
  return useQuery({
    ...userListsQueryOptions(username, user?.id ?? null),
    enabled: status !== 'loading',
  });
}
