import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { adminUsersQueryKey } from './admin-query-keys';

/** GET /api/admin/users/{id}: one account with its list and episode counts; 404 'User not found'. */
export const getAdminUser = async (userId: string, signal?: AbortSignal) =>
  (await apiSend<{ user: AdminUserDetail }>('GET', `/admin/users/${encodeURIComponent(userId)}`, { signal }))
    .user;

export const adminUserQueryKey = (actorId: string, userId: string) =>
  [...adminUsersQueryKey(actorId), 'detail', userId] as const;

export const adminUserQueryOptions = (actorId: string, userId: string) =>
  queryOptions({
    queryKey: adminUserQueryKey(actorId, userId),
    queryFn: ({ signal }) => getAdminUser(userId, signal),
    staleTime: 0,
  });

export const useAdminUser = (actorId: string, userId: string) =>
  useQuery(adminUserQueryOptions(actorId, userId));
