import { z } from 'zod';

import { userIdField } from './account-fields.js';
import { bodyOf } from './body.js';

/** social.badges.get: whose badge, the id from a verified token. */
export const socialBadgesPayload = bodyOf({ userId: userIdField() }, { what: 'The payload' });
export type SocialBadgesPayload = z.infer<typeof socialBadgesPayload>;

/** social.badges.changed: the users whose counts may have changed, so every gateway drops the ones it kept. */
export const socialBadgesChanged = z.object({
  userIds: z.array(userIdField('userIds'), { error: 'userIds must be a list of user ids.' }),
});
export type SocialBadgesChanged = z.infer<typeof socialBadgesChanged>;
