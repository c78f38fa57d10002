import { z } from 'zod';

import { userIdField } from './account-fields.js';

/** auth-user asks a service to erase every row of this account: again, it finds nothing to erase. */
export const userErase = z.object({ userId: userIdField() });
export type UserErase = z.infer<typeof userErase>;

/** How many rows the erase removed: 0 when it had run before. */
export const userErased = z.object({ removed: z.number() });
export type UserErased = z.infer<typeof userErased>;
