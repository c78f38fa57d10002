import { z } from 'zod';

import { AUDIT_TARGET_TYPES } from '../messages/admin.js';
import { signedInUserId } from './account-fields.js';
import { wholeNumberField } from './query-field.js';

/** Page numbers of the admin lists: far past any real list, so a typo cannot ask for a huge offset. */
export const ADMIN_PAGE_MAX = 10_000;

/** `?page=` of every admin list, 1-based. */
export const adminPageQuery = z.object({
  page: wholeNumberField(
    'page',
    ADMIN_PAGE_MAX,
    (value) => `page must be a whole number from 1 to ${ADMIN_PAGE_MAX}, got '${String(value)}'.`,
    1,
  ),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** Whether this user may act as an admin now. */
export const adminAccessRequest = z.object({ userId: signedInUserId });
export type AdminAccessRequest = z.infer<typeof adminAccessRequest>;

/** Who asked for an admin page or action: the gateway adds the verified token's user. */
export const adminActor = z.object({ actorId: signedInUserId });
export type AdminActor = z.infer<typeof adminActor>;

export const auditListRequest = adminActor.extend({ query: adminPageQuery });
export type AuditListRequest = z.infer<typeof auditListRequest>;

/** One admin action done, recorded by the service that did it. */
export const auditRecord = z.object({
  actorId: signedInUserId,
  action: z.string().min(1).max(100),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().max(200).nullable(),
  targetLabel: z.string().max(200).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditRecord = z.infer<typeof auditRecord>;

/** What ends an account's access now (an admin disabled or deleted it): its sessions' state as stored. */
export const accessEnded = z.object({
  userId: signedInUserId,
  sessions: z.object({ validAfter: z.number(), revoked: z.array(z.string()) }),
});
export type AccessEnded = z.infer<typeof accessEnded>;
