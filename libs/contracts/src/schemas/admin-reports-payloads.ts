import { z } from 'zod';

import { ADMIN_REPORT_NOTE_MAX_LENGTH, ADMIN_REPORT_STATUSES } from '../messages/admin-reports.js';
import { readUuid, uuidField } from './account-fields.js';
import { adminActor, adminPageQuery } from './admin-payloads.js';
import { bodyOf } from './body.js';
import { choice, queryField } from './query-field.js';

/** `GET /api/admin/reports?status=&userId=&page=`: open ones unless told, against one user when named. */
export const adminReportsQuery = adminPageQuery.extend({
  status: choice('status', ADMIN_REPORT_STATUSES, 'open'),
  userId: queryField(readUuid, () => 'userId must be the id of a user (a UUID).', undefined, {
    type: 'string',
    format: 'uuid',
    description: 'Only the reports against this user.',
  }),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuery>;

export const adminReportsRequest = adminActor.extend({ query: adminReportsQuery });
export type AdminReportsRequest = z.infer<typeof adminReportsRequest>;

/** `:id` of a report. */
export const reportIdParam = uuidField('id', 'the id of a report');

/** The admin's note on a handled report: trimmed, at most ADMIN_REPORT_NOTE_MAX_LENGTH characters. */
export const adminReportNote = z
  .string({ error: 'note must be text.' })
  .refine((text) => !text.includes('\u0000'), { error: 'note must not contain NUL characters (\\u0000).' })
  .transform((text) => text.trim())
  .pipe(
    z.string().max(ADMIN_REPORT_NOTE_MAX_LENGTH, {
      error: `note must be at most ${ADMIN_REPORT_NOTE_MAX_LENGTH} characters.`,
    }),
  );

/** POST /api/admin/reports/{id}/resolve|dismiss: an optional note; no body at all is no note. */
export const adminReportBody = bodyOf({ note: adminReportNote.optional() }).optional();
export type AdminReportBody = z.infer<typeof adminReportBody>;

/** Resolve or dismiss one report, with the admin's note when given. */
export const adminReportAction = adminActor.extend({
  reportId: reportIdParam,
  note: adminReportNote.optional(),
});
export type AdminReportAction = z.infer<typeof adminReportAction>;
