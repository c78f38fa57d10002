import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api-client';
import { ADMIN_MUTATION_KEY, adminCatalogueQueryKey, reloadAuditLog } from './admin-query-keys';

/** `warm` refreshes the season, schedule and top lists now; `reseed` loads the bangumi-data seed again. */
export type CatalogueRun = 'warm' | 'reseed';

/** POST /api/admin/catalogue/warm|reseed: 202 once the jobs are queued. */
export const startCatalogueRun = (run: CatalogueRun) =>
  apiSend<{ queued: true }>('POST', `/admin/catalogue/${run}`);

export function useStartCatalogueRun(actorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADMIN_MUTATION_KEY,
    mutationFn: startCatalogueRun,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCatalogueQueryKey(actorId) }),
        reloadAuditLog(queryClient, actorId),
      ]),
  });
}
