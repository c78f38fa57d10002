import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiSend } from '../../../lib/api-client';
import { ADMIN_MUTATION_KEY, adminCatalogueQueryKey, reloadAuditLog } from './admin-query-keys';

/** POST /api/admin/catalogue/enrich/{animeId}: 202 once the title's enrichment is queued; 404 for an unknown title. */
export const enrichTitle = (animeId: number) =>
  apiSend<{ queued: true }>('POST', `/admin/catalogue/enrich/${animeId}`);

export function useEnrichTitle(actorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADMIN_MUTATION_KEY,
    mutationFn: enrichTitle,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCatalogueQueryKey(actorId) }),
        reloadAuditLog(queryClient, actorId),
      ]),
  });
}
