import { z } from 'zod';

import { userIdField } from './account-fields.js';

/**
 * A social broadcast naming the people a committed change concerns, so every gateway replica drops what it
 * kept of theirs: their friend set (social.friends.changed, both of a friendship made or ended) or their
 * badge counts (social.badges.changed).
 */
export const socialPeopleChanged = z.object({
  userIds: z.array(userIdField('userIds'), { error: 'userIds must be a list of user ids.' }),
});
export type SocialPeopleChanged = z.infer<typeof socialPeopleChanged>;
