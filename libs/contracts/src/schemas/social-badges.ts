import { z } from 'zod';

import { userIdField } from './account-fields.js';
import { bodyOf } from './body.js';

/** social.badges.get: whose badge, the id from a verified token. */
export const socialBadgesPayload = bodyOf({ userId: userIdField() }, { what: 'The payload' });
export type SocialBadgesPayload = z.infer<typeof socialBadgesPayload>;
