import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserDetail } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { ADMIN_MUTATION_KEY, adminUsersQueryKey, reloadAuditLog } from './admin-query-keys';
import { adminUserQueryKey } from './get-admin-user';

export type AccountChange = 'promote' | 'demote' | 'disable' | 'enable';

/**
 * POST /api/admin/users/{id}/promote|demote|disable|enable: the account as it is now. Doing it again
 * changes nothing; the last admin cannot be demoted (409) and nobody disables or demotes themselves (400).
 */
export const changeUserAccount = async (userId: string, change: AccountChange) =>
  (await apiSend<{ user: AdminUser }>('POST', `/admin/users/${encodeURIComponent(userId)}/${change}`)).user;

/**
 * Changes an account: its detail shows the answer at once, then the accounts (table and detail) and the
 * audit log are read again.
 */
export function useChangeUserAccount(actorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADMIN_MUTATION_KEY,
    mutationFn: ({ userId, change }: { userId: string; change: AccountChange }) =>
      changeUserAccount(userId, change),
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUserDetail>(adminUserQueryKey(actorId, user.id), (detail) =>
        detail ? { ...detail, ...user } : detail,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey(actorId) }),
        reloadAuditLog(queryClient, actorId),
      ]);
    },
  });
}
