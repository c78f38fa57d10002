import type {
  AccessEnded,
  AdminAccessRequest,
  AdminActor,
  AdminPageQuery,
  AuditListRequest,
  AuditRecord,
} from '../schemas/admin-payloads.js';
import type {
  AccountDeletion,
  AdminCatalogue,
  AdminJob,
  AdminReport,
  AdminReportPage,
  AdminSystem,
  AdminUser,
  AdminUserCounts,
  AdminUserDetail,
  AdminUserPage,
  AuditEntry,
  AuditPage,
} from '../schemas/admin-responses.js';
import { event, request } from './message.js';

// Inferred from the schemas; a type-only export, so the main entry stays free of zod at run time.
export type { AccessEnded, AdminAccessRequest, AdminActor, AdminPageQuery, AuditListRequest, AuditRecord };
export type {
  AccountDeletion,
  AdminCatalogue,
  AdminJob,
  AdminReport,
  AdminReportPage,
  AdminSystem,
  AdminUser,
  AdminUserCounts,
  AdminUserDetail,
  AdminUserPage,
  AuditEntry,
  AuditPage,
};

/** What every admin route and message answers a signed-in user who is not an admin (403). */
export const ADMIN_ONLY = 'Only administrators can do this.';

/** Rows a page of any admin list holds. */
export const ADMIN_PAGE_SIZE = 20;

export const AUDIT_TARGET_TYPES = ['user', 'report', 'job', 'catalogue'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** An account's deletion, one service after another; the account row goes last. */
export const ACCOUNT_DELETION_STEPS = ['lists-progress', 'social', 'dashboard', 'media', 'account'] as const;
export type AccountDeletionStep = (typeof ACCOUNT_DELETION_STEPS)[number];
export const ACCOUNT_DELETION_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * auth-user owns who is an admin. Every service that answers an admin route asks it afresh, so a demoted
 * or disabled admin's token that still says isAdmin opens nothing.
 */
export const ADMIN = {
  /** isAdmin false for an unknown or disabled account. */
  access: request<AdminAccessRequest, { isAdmin: boolean }>('auth-user', 'auth-user.admin.access'),
  /** Kept in the audit log; the service that did the action sends it once the action is done. */
  record: request<AuditRecord, null>('auth-user', 'auth-user.admin.audit.record'),
  /** FORBIDDEN for a non-admin; newest first. */
  audit: request<AuditListRequest, AuditPage>('auth-user', 'auth-user.admin.audit.list'),
  /**
   * Broadcast once an account is disabled or its deletion begins, after the change commits: every gateway
   * replica stores the ended sessions in its cache and closes the user's sockets.
   */
  accessEnded: event<AccessEnded>('auth-user', 'auth-user.access.ended', true),
};
