import { z } from 'zod';

import { ACCOUNT_DELETION_STATES, ACCOUNT_DELETION_STEPS, AUDIT_TARGET_TYPES } from '../messages/admin.js';
import { REPORT_REASONS } from '../messages/social.js';
import { upstreamStatus } from './catalogue-responses.js';
import { message, socialProfile } from './social-responses.js';

/** Every paged admin list: 20 a page, `page` 1-based, `total` rows in all. */
const paged = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, page: z.number(), pageSize: z.number(), total: z.number() });

/** An account's deletion across every service, one step after another (issue 20). */
export const accountDeletion = z.object({
  userId: z.string(),
  username: z.string(),
  state: z.enum(ACCOUNT_DELETION_STATES),
  /** The steps finished so far, in the order of `steps`. */
  stepsDone: z.array(z.enum(ACCOUNT_DELETION_STEPS)),
  steps: z.array(z.enum(ACCOUNT_DELETION_STEPS)),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type AccountDeletion = z.infer<typeof accountDeletion>;

/** An account as the admin panel lists it. */
export const adminUser = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  deletion: accountDeletion.nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** One account in detail: what lists-progress holds of it counted too. */
export const adminUserDetail = adminUser.extend({ listCount: z.number(), episodeCount: z.number() });
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUserPage = paged({ users: z.array(adminUser) });
export type AdminUserPage = z.infer<typeof adminUserPage>;

/** lists-progress's share of a user's detail. */
export const adminUserCounts = z.object({ listCount: z.number(), episodeCount: z.number() });
export type AdminUserCounts = z.infer<typeof adminUserCounts>;

/** A report in the admin inbox; a person is null once their account is gone. */
export const adminReport = z.object({
  id: z.string(),
  reporter: socialProfile.nullable(),
  reported: socialProfile.nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  messages: z.array(message),
  status: z.enum(['open', 'resolved', 'dismissed']),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: socialProfile.nullable(),
  note: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReport>;

export const adminReportPage = paged({ reports: z.array(adminReport) });
export type AdminReportPage = z.infer<typeof adminReportPage>;

export const ADMIN_JOB_STATES = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'failed',
  'completed',
  'paused',
] as const;

/** A catalogue job as BullMQ holds it. */
export const adminJob = z.object({
  id: z.string(),
  name: z.string(),
  data: z.unknown(),
  progress: z.union([z.number(), z.record(z.string(), z.unknown())]),
  attemptsMade: z.number(),
  failedReason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

/** The catalogue's queue and upstream, for the admin panel. */
export const adminCatalogue = z.object({
  counts: z.record(z.enum(ADMIN_JOB_STATES), z.number()),
  active: z.array(adminJob),
  /** The newest 50. */
  failed: z.array(adminJob),
  /** Whether the public API answers now, its 429s in the last hour, and whether MAL stands in. */
  upstream: upstreamStatus.extend({
    recent429s: z.number(),
    /** The limiter every replica shares: requests in flight and in the last minute, the gap between starts. */
    limiter: z.object({
      inFlight: z.number(),
      maxInFlight: z.number(),
      lastMinute: z.number(),
      perMinute: z.number(),
      gapMs: z.number(),
    }),
    secondaryAvailable: z.boolean(),
  }),
});
export type AdminCatalogue = z.infer<typeof adminCatalogue>;

const processInfo = z.object({
  name: z.string(),
  version: z.string(),
  uptimeSeconds: z.number().nullable(),
  /** The transport's heartbeat set: the replicas alive now. */
  replicas: z.array(z.string()),
});
const reachability = z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().nullable() });

export const adminSystem = z.object({
  gateway: processInfo,
  services: z.array(
    processInfo.extend({
      status: z.enum(['up', 'down']),
      latencyMs: z.number().nullable(),
      database: z.enum(['up', 'down']).nullable(),
    }),
  ),
  postgres: reachability,
  redis: reachability,
});
export type AdminSystem = z.infer<typeof adminSystem>;

/** One admin action, as the audit log keeps it. */
export const auditEntry = z.object({
  id: z.string(),
  /** null once the admin's account is gone. */
  actor: z.object({ id: z.string(), username: z.string() }).nullable(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = paged({ entries: z.array(auditEntry) });
export type AuditPage = z.infer<typeof auditPage>;
