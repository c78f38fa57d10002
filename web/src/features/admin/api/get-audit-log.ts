import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { auditLogQueryKey } from './admin-query-keys';

/** GET /api/admin/audit?page=: every admin action, newest first. */
export const getAuditLog = (page: number, signal?: AbortSignal) =>
  apiSend<AuditPage>('GET', `/admin/audit?page=${page}`, { signal });

export const auditLogQueryOptions = (actorId: string, page: number) =>
  queryOptions({
    queryKey: [...auditLogQueryKey(actorId), page],
    queryFn: ({ signal }) => getAuditLog(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (actorId: string, page: number) => useQuery(auditLogQueryOptions(actorId, page));
