import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { adminUsersQueryKey } from './admin-query-keys';

/** GET /api/admin/users?q=&page=: accounts whose username, display name or email holds `q`, newest first. */
export function getAdminUsers(q: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ q, page: String(page) });
  return apiSend<AdminUserPage>('GET', `/admin/users?${query}`, { signal });
}

export const adminUsersQueryOptions = (actorId: string, q: string, page: number) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey(actorId), 'list', q, page],
    queryFn: ({ signal }) => getAdminUsers(q, page, signal),
    // Accounts change under the admin's eyes (sign-ins, other admins): each visit asks again.
    staleTime: 0,
    // The table keeps the last page while the next one (or another search) loads.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (actorId: string, q: string, page: number) =>
  useQuery(adminUsersQueryOptions(actorId, q, page));
