import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSystem } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query-keys';

/** GET /api/admin/system: the gateway and each service (status, version, uptime, replicas), Postgres and Redis. */
export const getAdminSystem = (signal?: AbortSignal) =>
  apiSend<AdminSystem>('GET', '/admin/system', { signal });

export const adminSystemQueryOptions = (actorId: string) =>
  queryOptions({
    queryKey: [...adminQueryKey(actorId), 'system'],
    queryFn: ({ signal }) => getAdminSystem(signal),
    staleTime: 0,
  });

export const useAdminSystem = (actorId: string) => useQuery(adminSystemQueryOptions(actorId));
