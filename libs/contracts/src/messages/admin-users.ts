import type { AdminUser, AdminUserCounts, AdminUserPage } from '../schemas/admin-responses.js';
import type {
  AdminUserListRequest,
  AdminUserRequest,
  AdminUsersQuery,
} from '../schemas/admin-users-payloads.js';
import type { SessionState } from './auth.js';
import { request } from './message.js';

// Inferred from the schemas; a type-only export, so the main entry stays free of zod at run time.
export type { AdminUserListRequest, AdminUserRequest, AdminUsersQuery };

/** Most characters of the admin's user search (`?q=`), once trimmed. */
export const ADMIN_USER_SEARCH_MAX_LENGTH = 100;

export const ADMIN_USER_NOT_FOUND = 'User not found';
export const LAST_ADMIN_DEMOTE = 'The last admin cannot be demoted.';
export const LAST_ADMIN_DISABLE = 'The last admin cannot be disabled.';
export const SELF_DEMOTE = 'You cannot demote yourself.';
export const SELF_DISABLE = 'You cannot disable your own account.';
/** What signing in to a disabled account answers (403), once the password matched. */
export const ACCOUNT_DISABLED = 'This account has been disabled. Contact an administrator.';

/** A disabled account, and its sessions as they stand now: the gateway refuses every token at once. */
export interface AdminUserDisabled {
  user: AdminUser;
  sessions: SessionState;
}

/**
 * The admin panel's Users (issue 20). Every one is FORBIDDEN unless `actorId` is an enabled admin now,
 * NOT_FOUND 'User not found' for an unknown account; an action asked again changes nothing and answers
 * the account as it is.
 */
export const ADMIN_USERS = {
  /** Newest first, 20 a page; q matches a username, display name or email, in any case. */
  list: request<AdminUserListRequest, AdminUserPage>('auth-user', 'auth-user.admin.users.list'),
  get: request<AdminUserRequest, AdminUser>('auth-user', 'auth-user.admin.users.get'),
  promote: request<AdminUserRequest, AdminUser>('auth-user', 'auth-user.admin.user.promote'),
  /** BAD_REQUEST for oneself; CONFLICT for the last enabled admin. */
  demote: request<AdminUserRequest, AdminUser>('auth-user', 'auth-user.admin.user.demote'),
  /**
   * Ends every session as 'log out everywhere' does and refuses sign-in; broadcasts `ADMIN.accessEnded`.
   * BAD_REQUEST for oneself; CONFLICT for the last enabled admin.
   */
  disable: request<AdminUserRequest, AdminUserDisabled>('auth-user', 'auth-user.admin.user.disable'),
  /** Sign-in works again; the tokens the disabling ended stay ended. */
  enable: request<AdminUserRequest, AdminUser>('auth-user', 'auth-user.admin.user.enable'),
  /** lists-progress's share of an account's detail: titles on its lists, episodes watched. */
  counts: request<AdminUserRequest, AdminUserCounts>('lists-progress', 'lists.admin.user-counts'),
};
