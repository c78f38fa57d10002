import type {
  AdminReportAction,
  AdminReportBody,
  AdminReportsQuery,
  AdminReportsRequest,
} from '../schemas/admin-reports-payloads.js';
import type { AdminReport, AdminReportPage } from '../schemas/admin-responses.js';
import { request } from './message.js';

// Inferred from the schemas; a type-only export, so the main entry stays free of zod at run time.
export type { AdminReportAction, AdminReportBody, AdminReportsQuery, AdminReportsRequest };

/** `?status=` of the admin inbox: one state, or every report. */
export const ADMIN_REPORT_STATUSES = ['open', 'resolved', 'dismissed', 'all'] as const;
export type AdminReportStatus = (typeof ADMIN_REPORT_STATUSES)[number];

/** Most characters of the note an admin leaves on a handled report. */
export const ADMIN_REPORT_NOTE_MAX_LENGTH = 1_000;

export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_ALREADY_HANDLED = 'This report was already handled.';

/**
 * The admin inbox of reports, answered by social (which keeps them). Each checks the actor is an admin now
 * (FORBIDDEN with ADMIN_ONLY otherwise) before anything else.
 */
export const ADMIN_REPORTS = {
  /** Newest first, ADMIN_PAGE_SIZE a page; `userId` keeps the reports against that user. */
  list: request<AdminReportsRequest, AdminReportPage>('social', 'social.admin.reports.list'),
  /** NOT_FOUND for an unknown report; CONFLICT once it is not open (one of two racing admins wins). */
  resolve: request<AdminReportAction, AdminReport>('social', 'social.admin.report.resolve'),
  dismiss: request<AdminReportAction, AdminReport>('social', 'social.admin.report.dismiss'),
};
