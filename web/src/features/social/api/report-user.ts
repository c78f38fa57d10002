import { useMutation } from '@tanstack/react-query';
import type { FiledReport, ReportBody } from '@tracker/contracts';

import { socialCall } from './social-call';

/** POST /api/reports {userId, reason, details?}: Reportar, kept with the conversation's last messages. */
export const reportUser = async (report: ReportBody) =>
  (await socialCall<{ report: FiledReport }>('POST', '/reports', { json: report })).report;

export const useReportUser = () => useMutation({ mutationFn: reportUser });
