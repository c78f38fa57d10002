import type { UserErase, UserErased } from '../schemas/account-deletion-payloads.js';
import type { AccountDeletion } from '../schemas/admin-responses.js';
import type { AdminUserRequest } from '../schemas/admin-users-payloads.js';
import { request } from './message.js';

// Inferred from the schemas; a type-only export, so the main entry stays free of zod at run time.
export type { UserErase, UserErased };

/** NOT_FOUND of a deletion nobody asked for. */
export const NO_DELETION = 'No deletion of this user.';
/** BAD_REQUEST: an admin cannot delete the account they are signed in with. */
export const CANNOT_DELETE_YOURSELF = 'You cannot delete your own account.';

/** auth-user's job queue that deletes accounts, one step after another (ACCOUNT_DELETION_STEPS). */
export const ACCOUNT_DELETION_QUEUE = 'account-deletions';
/** The one job name of that queue; its id is the account's, so one account has one job. */
export const ACCOUNT_DELETION_JOB = 'delete-account';
export interface AccountDeletionJob {
  userId: string;
}

/**
 * Deleting an account with every row of it in every service (issue 20). auth-user owns the deletion: it
 * ends the account's access, keeps the deletion's progress in `account_deletions` and runs it as a job
 * that resumes after a crash; each service erases its own rows when asked, idempotently.
 */
export const ACCOUNT_DELETION = {
  /**
   * FORBIDDEN for a non-admin, BAD_REQUEST for the admin's own account, NOT_FOUND 'User not found' for an
   * unknown one. Ends the account's sessions at once, then queues the deletion; asked again while it is
   * queued or running, answers the same deletion (a failed one runs again).
   */
  request: request<AdminUserRequest, AccountDeletion>('auth-user', 'auth-user.admin.user.delete'),
  /** FORBIDDEN for a non-admin; NOT_FOUND {@link NO_DELETION}. */
  get: request<AdminUserRequest, AccountDeletion>('auth-user', 'auth-user.admin.deletion.get'),
  /** lists-progress erases the account's lists, progress, favorites, activity and pending writes. */
  listsErase: request<UserErase, UserErased>('lists-progress', 'lists.user.erase'),
  /** social erases the account's friendships, requests, blocks, conversations and reports. */
  socialErase: request<UserErase, UserErased>('social', 'social.user.erase'),
  /** dashboard erases the account's dashboard. */
  dashboardErase: request<UserErase, UserErased>('dashboard', 'dashboard.user.erase'),
};
