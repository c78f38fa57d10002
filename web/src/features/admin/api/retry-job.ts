import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { ADMIN_MUTATION_KEY, adminCatalogueQueryKey, reloadAuditLog } from './admin-query-keys';

/** POST /api/admin/catalogue/jobs/{jobId}/retry: the job queued again; 409 unless it failed. */
export const retryJob = async (jobId: string) =>
  (await apiSend<{ job: AdminJob }>('POST', `/admin/catalogue/jobs/${encodeURIComponent(jobId)}/retry`)).job;

export function useRetryJob(actorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADMIN_MUTATION_KEY,
    mutationFn: retryJob,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCatalogueQueryKey(actorId) }),
        reloadAuditLog(queryClient, actorId),
      ]),
  });
}
