import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@tracker/contracts';

import { loggedRead, socialCall, socialQueryKey } from './social-call';

/** GET /api/users/search?q=: public profiles by name (never a blocked or blocking user). */
export const searchUsers = async (q: string, signal?: AbortSignal) =>
  (await socialCall<{ users: PublicUser[] }>('GET', `/users/search?q=${encodeURIComponent(q)}`, { signal }))
    .users;

export const userSearchQueryKey = (userId: string) => [...socialQueryKey(userId), 'search'] as const;

export const userSearchQueryOptions = (userId: string, q: string) =>
  queryOptions({
    queryKey: [...userSearchQueryKey(userId), q],
    queryFn: ({ signal }) => loggedRead(() => searchUsers(q, signal)),
    // Friendships and blocks change who is found: every search asks again.
    staleTime: 0,
    retry: false,
  });

const NO_USERS: PublicUser[] = [];

/** Spec §5: friend search ignores blank text; `q` is searched only once submitted and non-blank. */
export function useUserSearch(userId: string, q: string) {
  const text = q.trim();
  const query = useQuery({ ...userSearchQueryOptions(userId, text), enabled: text !== '' });
  return {
    users: query.data ?? NO_USERS,
    isFetching: query.isFetching,
    searched: query.isFetched,
    searchAgain: () => void query.refetch(),
  };
}
