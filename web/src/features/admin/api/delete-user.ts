import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { ADMIN_MUTATION_KEY, adminUsersQueryKey, reloadAuditLog } from './admin-query-keys';
import { accountDeletionQueryKey } from './get-account-deletion';

/**
 * DELETE /api/admin/users/{id}: 202 with the deletion, which goes on in the background (asked again
 * while it runs, the same deletion). The account is disabled at once.
 */
export const deleteUser = async (userId: string) =>
  (await apiSend<{ deletion: AccountDeletion }>('DELETE', `/admin/users/${encodeURIComponent(userId)}`))
    .deletion;

/** Starts a deletion; its progress is then read from GET /api/admin/deletions/{userId}. */
export function useDeleteUser(actorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADMIN_MUTATION_KEY,
    mutationFn: deleteUser,
    onSuccess: (deletion) => {
      queryClient.setQueryData(accountDeletionQueryKey(actorId, deletion.userId), deletion);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey(actorId) }),
        reloadAuditLog(queryClient, actorId),
      ]);
    },
  });
}
