import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { ADMIN_MUTATION_KEY, adminReportsQueryKey, reloadAuditLog } from './admin-query-keys';

export type ReportOutcome = 'resolve' | 'dismiss';

/**
 * POST /api/admin/reports/{id}/resolve|dismiss {note?}: the handled report; 409 'This report was already
 * handled.' when it is not open any more.
 */
export async function handleReport(reportId: string, outcome: ReportOutcome, note?: string) {
  const body = note ? { note } : {};
  return (
    await apiSend<{ report: AdminReport }>(
      'POST',
      `/admin/reports/${encodeURIComponent(reportId)}/${outcome}`,
      { json: body },
    )
  ).report;
}

export interface ReportHandling {
  reportId: string;
  outcome: ReportOutcome;
  note?: string;
}

/** Resolves or dismisses a report, then reads the reports and the audit log again. */
export function useHandleReport(actorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ADMIN_MUTATION_KEY,
    mutationFn: ({ reportId, outcome, note }: ReportHandling) => handleReport(reportId, outcome, note),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReportsQueryKey(actorId) }),
        reloadAuditLog(queryClient, actorId),
      ]),
  });
}
