import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/**
 * GET /api/users/{username}: a public profile. It carries the token when there is one, so owners see
 * their own profile even while it is private; a 404 means unknown or private, alike.
 */
export async function getPublicUser(username: string, signal?: AbortSignal): Promise<PublicUser> {
  return (await apiSend<{ user: PublicUser }>('GET', `/users/${encodeURIComponent(username)}`, { signal }))
    .user;
}

export const publicUserQueryOptions = (username: string, viewerId: string | null | undefined) =>
  queryOptions({
    // The viewer is part of the key: signing in or out may reveal or hide a private profile.
    queryKey: ['users', username.toLowerCase(), viewerId],
    queryFn: ({ signal }) => getPublicUser(username, signal),
  });

/** `viewerId` undefined while the session is still loading: the lookup waits for it. */
export function usePublicUser(username: string, viewerId: string | null | undefined) {
  return useQuery({ ...publicUserQueryOptions(username, viewerId), enabled: viewerId !== undefined });
}
