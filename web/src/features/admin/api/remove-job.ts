import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api-client';
import { ADMIN_MUTATION_KEY, adminCatalogueQueryKey, reloadAuditLog } from './admin-query-keys';

/** DELETE /api/admin/catalogue/jobs/{jobId}: the job leaves the queue; 409 'A running job cannot be removed.' */
export const removeJob = (jobId: string) =>
  apiSend<unknown>('DELETE', `/admin/catalogue/jobs/${encodeURIComponent(jobId)}`);

export function useRemoveJob(actorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADMIN_MUTATION_KEY,
    mutationFn: removeJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCatalogueQueryKey(actorId) }),
        reloadAuditLog(queryClient, actorId),
      ]),
  });
}
