import { z } from 'zod';

import { ADMIN_USER_SEARCH_MAX_LENGTH } from '../messages/admin-users.js';
import { userIdField } from './account-fields.js';
import { adminActor, adminPageQuery } from './admin-payloads.js';
import { queryField, REFUSED } from './query-field.js';

/**
 * `?q=` of the admin's user list: trimmed, up to {@link ADMIN_USER_SEARCH_MAX_LENGTH} characters; absent
 * or blank lists everyone. NUL is refused here, as Postgres would refuse it in the query.
 */
export const adminUserSearchText = queryField(
  (value) => {
    if (typeof value !== 'string' || value.includes('\u0000')) return REFUSED;
    const text = value.trim();
    return text.length <= ADMIN_USER_SEARCH_MAX_LENGTH ? text : REFUSED;
  },
  () => `q must be text of at most ${ADMIN_USER_SEARCH_MAX_LENGTH} characters, without NUL characters.`,
  '',
  {
    type: 'string',
    maxLength: ADMIN_USER_SEARCH_MAX_LENGTH,
    description: 'Part of a username, display name or email, in any case.',
  },
);

/** GET /api/admin/users: `?q=&page=`. */
export const adminUsersQuery = adminPageQuery.extend({ q: adminUserSearchText });
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/** The account an admin route names (`/api/admin/users/{userId}`). */
export const adminUserIdParam = userIdField();

export const adminUserListRequest = adminActor.extend({ query: adminUsersQuery });
export type AdminUserListRequest = z.infer<typeof adminUserListRequest>;

/** An admin acting on, or reading, one account. */
export const adminUserRequest = adminActor.extend({ userId: userIdField() });
export type AdminUserRequest = z.infer<typeof adminUserRequest>;
