import { z } from 'zod';

import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_DEFAULT,
  MESSAGE_PAGE_MAX,
  NOTIFICATION_PAGE_DEFAULT,
  NOTIFICATION_PAGE_MAX,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
} from '../messages/social.js';
import { readUuid, signedInUserId, userIdField, uuidField } from './account-fields.js';
import { bodyOf } from './body.js';
import { queryField, wholeNumberField } from './query-field.js';

/** Who is asking: every social request carries the id from a verified token. */
export const socialRequest = z.object({ userId: signedInUserId });
export type SocialRequest = z.infer<typeof socialRequest>;

export const requestIdParam = uuidField('requestId', 'the id of a friend request');
export const friendIdParam = uuidField('friendId', 'the id of a friend');
export const blockedIdParam = uuidField('userId', 'the id of a blocked user');
export const conversationIdParam = uuidField('conversationId', 'the id of a conversation');
export const notificationIdParam = uuidField('notificationId', 'the id of a notification');

/** POST /api/friends/request and POST /api/friends/blocked: the other person. */
export const friendRequestBody = bodyOf({ userId: userIdField() });
export type FriendRequestBody = z.infer<typeof friendRequestBody>;

/** Trimmed text of 1 to `max` characters, with a message for each way it can miss. */
const trimmedText = (name: string, max: number, blank: string) =>
  z
    .string({ error: `${name} must be text.` })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1, { error: blank })
        .max(max, {
          error: (issue) =>
            `${name} must be at most ${max} characters, got ${String((issue.input as string).length)}.`,
        }),
    );

/** POST /api/messages: to a friend, trimmed, 1 to MESSAGE_MAX_LENGTH characters. */
export const sendMessageBody = bodyOf({
  receiverId: userIdField('receiverId'),
  content: trimmedText('content', MESSAGE_MAX_LENGTH, 'A message cannot be blank: write something to send.'),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

/** POST /api/reports: whom, why, and optionally what happened in the reporter's words. */
export const reportBody = bodyOf({
  userId: userIdField(),
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}.` }),
  details: z
    .string({ error: 'details must be text.' })
    .transform((text) => text.trim())
    .pipe(
      z.string().max(REPORT_DETAILS_MAX_LENGTH, {
        error: `details must be at most ${REPORT_DETAILS_MAX_LENGTH} characters.`,
      }),
    )
    .optional(),
});
export type ReportBody = z.infer<typeof reportBody>;

/** GET /api/messages/conversations/{id}/messages: the newest page, or the one before a message. */
export const messagesPageQuery = z.object({
  before: queryField(readUuid, () => 'before must be the nextCursor of a page (a message id).', undefined, {
    type: 'string',
    format: 'uuid',
    description: "The previous page's nextCursor.",
  }),
  limit: wholeNumberField(
    'limit',
    MESSAGE_PAGE_MAX,
    (value) => `limit must be a whole number from 1 to ${MESSAGE_PAGE_MAX}, got '${String(value)}'.`,
    MESSAGE_PAGE_DEFAULT,
  ),
});
export type MessagesPageQuery = z.infer<typeof messagesPageQuery>;

/** GET /api/notifications: the newest page, or the one after (older than) a notification. */
export const notificationsPageQuery = z.object({
  before: queryField(
    readUuid,
    () => 'before must be the nextCursor of a page (a notification id).',
    undefined,
    { type: 'string', format: 'uuid', description: "The previous page's nextCursor." },
  ),
  limit: wholeNumberField(
    'limit',
    NOTIFICATION_PAGE_MAX,
    (value) => `limit must be a whole number from 1 to ${NOTIFICATION_PAGE_MAX}, got '${String(value)}'.`,
    NOTIFICATION_PAGE_DEFAULT,
  ),
});
export type NotificationsPageQuery = z.infer<typeof notificationsPageQuery>;
