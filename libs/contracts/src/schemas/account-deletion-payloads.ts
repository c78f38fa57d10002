import { z } from 'zod';

import { userIdField, uuidField } from './account-fields.js';
import { adminActor } from './admin-payloads.js';

/** `/api/admin/users/{id}` and `/api/admin/deletions/{userId}`: the account deleted. */
export const deletedUserIdParam = uuidField('id', 'the id of a user');
export const deletionUserIdParam = userIdField();

/** An admin asks for (or about) the deletion of this account; the gateway adds the admin's id. */
export const accountDeletionRequest = adminActor.extend({ userId: userIdField() });
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequest>;

/** auth-user asks a service to erase every row of this account: again, it finds nothing to erase. */
export const userErase = z.object({ userId: userIdField() });
export type UserErase = z.infer<typeof userErase>;

/** How many rows the erase removed: 0 when it had run before. */
export const userErased = z.object({ removed: z.number() });
export type UserErased = z.infer<typeof userErased>;
