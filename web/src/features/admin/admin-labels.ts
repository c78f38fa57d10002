import type { AccountDeletion, AdminReport, AuditEntry } from '@tracker/contracts';

export const DELETION_STATE_LABELS: Record<AccountDeletion['state'], string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

export const DELETION_STEP_LABELS: Record<AccountDeletion['steps'][number], string> = {
  'lists-progress': 'Lists and progress',
  social: 'Friends, messages and reports',
  dashboard: 'Dashboard',
  media: 'Profile images',
  account: 'Account',
};

/** The audit log's actions in words; an action this list does not know shows as recorded. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.promote': 'Promoted to admin',
  'user.demote': 'Demoted from admin',
  'user.disable': 'Disabled account',
  'user.enable': 'Enabled account',
  'user.delete': 'Deleted account',
  'report.resolve': 'Resolved report',
  'report.dismiss': 'Dismissed report',
  'job.retry': 'Retried job',
  'job.remove': 'Removed job',
  'catalogue.warm': 'Warmed the catalogue',
  'catalogue.reseed': 'Reseeded the catalogue',
  'catalogue.enrich': 'Enriched a title',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

export const AUDIT_TARGET_LABELS: Record<AuditEntry['targetType'], string> = {
  user: 'User',
  report: 'Report',
  job: 'Job',
  catalogue: 'Catalogue',
};

export const REPORT_STATUS_LABELS: Record<AdminReport['status'], string> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};
