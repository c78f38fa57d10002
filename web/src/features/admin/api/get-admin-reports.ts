import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportPage } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { adminReportsQueryKey } from './admin-query-keys';

export const REPORT_FILTERS = ['open', 'resolved', 'dismissed', 'all'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export interface ReportQuery {
  status: ReportFilter;
  /** Only the reports against this account. */
  userId?: string;
  page: number;
}

/** GET /api/admin/reports?status=&userId=&page=: the reports newest first, each with its messages. */
export function getAdminReports({ status, userId, page }: ReportQuery, signal?: AbortSignal) {
  const query = new URLSearchParams({ status });
  if (userId) query.set('userId', userId);
  query.set('page', String(page));
  return apiSend<AdminReportPage>('GET', `/admin/reports?${query}`, { signal });
}

export const adminReportsQueryOptions = (actorId: string, query: ReportQuery) =>
  queryOptions({
    queryKey: [...adminReportsQueryKey(actorId), query.status, query.userId ?? null, query.page],
    queryFn: ({ signal }) => getAdminReports(query, signal),
    // New reports come in at any time: each visit asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminReports = (actorId: string, query: ReportQuery) =>
  useQuery(adminReportsQueryOptions(actorId, query));
