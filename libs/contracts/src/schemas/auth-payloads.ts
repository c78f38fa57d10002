import { z } from 'zod';

import { VISIBLE_USERS_MAX_IDS } from '../messages/lists-users.js';
import { USER_CARDS_MAX_IDS } from '../messages/users.js';
import { readUuid, signedInUserId, userIdField, UUID_PATTERN, uuidField } from './account-fields.js';
import { field } from './query-field.js';
import { userSearchText } from './user-queries.js';

/**
 * The auth-user service's request and event payloads, checked where they enter it. The ids the gateway
 * adds (the user a verified token names) are UUIDs, as auth-user makes them.
 */

const userId = signedInUserId;

/** A list of account ids, each refused with the list's own message. */
const userIdList = (message: string) =>
  z.array(
    field(readUuid, () => message, { type: 'string', format: 'uuid' }),
    { error: message },
  );

/** Whose account, session state or change: the id from a verified token. */
export const accountRequest = z.object({ userId });
export type AccountRequest = z.infer<typeof accountRequest>;

/** An account's row changed: every replica drops its in-memory copy. */
export const accountChanged = z.object({ userId });
export type AccountChanged = z.infer<typeof accountChanged>;

/** GET /api/media/{id}.webp: an uploaded image's id. */
export const imageRequest = z.object({ id: uuidField('id', 'the id of an image') });
export type ImageRequest = z.infer<typeof imageRequest>;

const REVOCATION_ERROR = 'A revocation needs the token id and its expiry.';

/** POST /api/auth/logout: the verified token to revoke until it would have expired (exp in seconds). */
export const tokenRevocation = z.object({
  // Kept as sent: revoked ids are compared as text with the token's.
  jti: z.string({ error: REVOCATION_ERROR }).regex(UUID_PATTERN, { error: REVOCATION_ERROR }),
  exp: z.number({ error: REVOCATION_ERROR }),
  userId,
});
export type TokenRevocation = z.infer<typeof tokenRevocation>;

/** A profile by username, as `viewerId` (the signed-in viewer, if any) may see it. */
export const userLookup = z.object({
  username: z.string({ error: 'username must be text.' }),
  viewerId: userIdField('viewerId').optional(),
});
export type UserLookup = z.infer<typeof userLookup>;

/** The friend search: `q` as its schema reads it, for `viewerId`, leaving out `excludeIds`. */
export const userSearch = z.object({
  // Absent reads as '' (finds no one), as when the gateway leaves it out.
  q: userSearchText.optional().transform((text) => text ?? ''),
  /** Users to leave out whatever their name: those the viewer blocked or who blocked the viewer. */
  excludeIds: userIdList('excludeIds must be a list of user ids.').default([]),
  viewerId: userIdField('viewerId'),
});
export type UserSearchQuery = z.infer<typeof userSearch>;
/** What a sender sends: `excludeIds` may be left out. */
export type UserSearch = Omit<UserSearchQuery, 'excludeIds'> & { excludeIds?: string[] };

const visibleIdsError = `ids must be a list of at most ${VISIBLE_USERS_MAX_IDS} user ids.`;

/** The profiles among these ids that others may see. */
export const visibleUsersRequest = z.object({
  ids: userIdList(visibleIdsError).max(VISIBLE_USERS_MAX_IDS, { error: visibleIdsError }),
});
export type VisibleUsersRequest = z.infer<typeof visibleUsersRequest>;

const cardIdsError = `ids must be a list of at most ${USER_CARDS_MAX_IDS} user ids.`;

/** Accounts as the friends sidebar's cards, whatever their privacy. */
export const userCardsRequest = z.object({
  ids: userIdList(cardIdsError).max(USER_CARDS_MAX_IDS, { error: cardIdsError }),
  /** Disabled accounts too: the admin inbox names a disabled reported user (false: as if gone). */
  includeDisabled: z.boolean().optional(),
});
export type UserCardsRequest = z.infer<typeof userCardsRequest>;

/** The notifications a user may switch off on /profile (spec preferences.notifications). */
export const NOTIFICATION_PREFERENCES = ['newEpisodes', 'recommendations', 'updates'] as const;

/** The accounts among these ids who want this kind of notification (issue 21's notifications job). */
export const notificationRecipientsRequest = z.object({
  ids: userIdList(cardIdsError).max(USER_CARDS_MAX_IDS, { error: cardIdsError }),
  kind: z.enum(NOTIFICATION_PREFERENCES, {
    error: `kind must be one of ${NOTIFICATION_PREFERENCES.join(', ')}.`,
  }),
});
export type NotificationRecipientsRequest = z.infer<typeof notificationRecipientsRequest>;
