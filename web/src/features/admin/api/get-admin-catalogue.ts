import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCatalogue } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { adminCatalogueQueryKey } from './admin-query-keys';

/** How often the catalogue tab reads the queue while it shows (and the browser tab is visible). */
export const CATALOGUE_POLL_MS = 5000;

/** GET /api/admin/catalogue: the job queue's counts, running and failed jobs, and the public API's state. */
export const getAdminCatalogue = (signal?: AbortSignal) =>
  apiSend<AdminCatalogue>('GET', '/admin/catalogue', { signal });

export const adminCatalogueQueryOptions = (actorId: string) =>
  queryOptions({
    queryKey: adminCatalogueQueryKey(actorId),
    queryFn: ({ signal }) => getAdminCatalogue(signal),
    staleTime: 0,
    // TanStack Query skips the interval while the document is hidden (refetchIntervalInBackground off).
    refetchInterval: CATALOGUE_POLL_MS,
  });

export const useAdminCatalogue = (actorId: string) => useQuery(adminCatalogueQueryOptions(actorId));
