import { z } from 'zod';

import { userIdField } from './account-fields.js';

/** social.friends.changed: the people whose friend set changed (both of a friendship made or ended). */
export const friendsChanged = z.object({
  userIds: z.array(userIdField('userIds'), { error: 'userIds must be a list of user ids.' }),
});
export type FriendsChanged = z.infer<typeof friendsChanged>;
