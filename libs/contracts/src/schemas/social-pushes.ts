import { z } from 'zod';

import { userIdField } from './account-fields.js';

/**
 * A social event the gateway pushes to open pages: whom it reaches is checked; `data` is the social
 * service's answer for the change, passed on to the sockets as it came.
 */
export const socialPush = z.object({
  userIds: z.array(userIdField('userIds'), { error: 'userIds must be a list of user ids.' }),
  data: z.unknown(),
});
export type SocialPush<T> = Omit<z.infer<typeof socialPush>, 'data'> & { data: T };
