import { z } from 'zod';

import { FRIEND_REQUEST_STATES, NOTIFICATION_KINDS, REPORT_REASONS } from '../messages/social.js';

/** Spec §3: a person as the friends sidebar shows them. */
export const socialProfile = z.object({
  id: z.string(),
  displayName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
});
export type SocialProfile = z.infer<typeof socialProfile>;

/** Spec §3 Friend: the friend, since when, and the conversation with them once there is one. */
export const friend = z.object({
  friend: socialProfile,
  since: z.string(),
  conversationId: z.string().nullable(),
});
export type Friend = z.infer<typeof friend>;

/** GET /api/friends: a Friend, and whether they have a page open now (the gateway's presence). */
export const friendOnline = friend.extend({ online: z.boolean() });
export type FriendOnline = z.infer<typeof friendOnline>;

/** Spec §3 Friend request (id, sender), with the receiver and its state. */
export const friendRequest = z.object({
  id: z.string(),
  sender: socialProfile,
  receiver: socialProfile,
  status: z.enum(FRIEND_REQUEST_STATES),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type FriendRequest = z.infer<typeof friendRequest>;

/** GET /api/friends/requests: pending requests to the user, and the user's own with their state. */
export const friendRequests = z.object({
  incoming: z.array(friendRequest),
  /** The latest request to each person, whatever became of it. */
  outgoing: z.array(friendRequest),
});
export type FriendRequests = z.infer<typeof friendRequests>;

/** Spec §3 Message. */
export const message = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof message>;

/** A member of a conversation, and up to when they have read it (for 'seen' marks); null before any read. */
export const participant = socialProfile.extend({ lastReadAt: z.string().nullable() });
export type Participant = z.infer<typeof participant>;

/** Spec §3 Conversation (id, participants, unreadCount), with its newest message. */
export const conversation = z.object({
  id: z.string(),
  participants: z.array(participant),
  /** Messages from the other participant the user has not read. */
  unreadCount: z.number(),
  lastMessage: message.nullable(),
});
export type Conversation = z.infer<typeof conversation>;

/** One page of a conversation, oldest first; `nextCursor` asks for the page of older messages. */
export const messagePage = z.object({
  messages: z.array(message),
  /** The `before` of the next (older) page; null on the oldest. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePage>;

export const sentMessage = z.object({ conversationId: z.string(), message });
export type SentMessage = z.infer<typeof sentMessage>;

/**
 * The friends sidebar's badge (spec §2: pending requests plus unread messages) before its lists load: the
 * two numbers it adds, counted as GET /api/friends/requests (incoming) and the conversations' unreadCount
 * count them. The session read carries it (issue 15).
 */
export const socialBadges = z.object({
  /** Friend requests to the user still waiting for an answer. */
  pendingRequests: z.number(),
  /** Messages from others the user has not read, over every conversation. */
  unreadMessages: z.number(),
  /** The header bell's count (issue 21): the user's notifications not yet read. */
  unreadNotifications: z.number(),
});
export type SocialBadges = z.infer<typeof socialBadges>;

export const blockedUser = z.object({ user: socialProfile, blockedAt: z.string() });
export type BlockedUser = z.infer<typeof blockedUser>;

/** What the reporter learns of a filed report: the admin inbox reads the rest. */
export const filedReport = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  createdAt: z.string(),
  /** How many of the conversation's last messages were attached. */
  attachedMessages: z.number(),
});
export type FiledReport = z.infer<typeof filedReport>;

/** DELETE /api/friends/{friendId} data: the friend no longer. */
export const friendRemoved = z.object({ friendId: z.string() });
export type FriendRemoved = z.infer<typeof friendRemoved>;

/** DELETE /api/friends/blocked/{userId} data: the user no longer blocked. */
export const unblocked = z.object({ userId: z.string() });
export type Unblocked = z.infer<typeof unblocked>;

/**
 * One notification: a new episode of a title on the user's list (anime, episode), a friend request or its
 * acceptance (actor, null once that account is gone), or a weekly 'watch next' suggestion (anime).
 */
export const notification = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The title as it was named when the notification was made. */
  anime: z.object({ id: z.number(), title: z.string() }).nullable(),
  episode: z.number().nullable(),
  actor: socialProfile.nullable(),
  createdAt: z.string(),
  /** null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** GET /api/notifications: a page, newest first, `nextCursor` the `before` of the older page; `unread` all told. */
export const notificationPage = z.object({
  notifications: z.array(notification),
  nextCursor: z.string().nullable(),
  unread: z.number(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

/** PUT /api/notifications/{id}/read: the notification, read, and the unread left. */
export const notificationRead = z.object({ notification, unread: z.number() });
export type NotificationRead = z.infer<typeof notificationRead>;

/** PUT /api/notifications/read-all: how many were marked, none left unread. */
export const notificationsReadAll = z.object({ marked: z.number(), unread: z.number() });
export type NotificationsReadAll = z.infer<typeof notificationsReadAll>;
