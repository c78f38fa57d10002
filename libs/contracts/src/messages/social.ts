import type { SocialPeopleChanged } from '../schemas/social-payloads.js';
import type {
  BlockedUser,
  Conversation,
  FiledReport,
  Friend,
  FriendOnline,
  FriendRemoved,
  FriendRequest,
  FriendRequests,
  Message,
  MessagePage,
  Notification,
  NotificationPage,
  NotificationRead,
  NotificationsReadAll,
  Participant,
  SentMessage,
  SocialBadges,
  SocialProfile,
  Unblocked,
} from '../schemas/social-responses.js';
import type {
  FriendRequestBody,
  MessagesPageQuery,
  NotificationsPageQuery,
  ReportBody,
  SendMessageBody,
  SocialRequest,
} from '../schemas/social-writes.js';
import { event, request } from './message.js';

// Inferred from the schemas; a type-only export, so the main entry stays free of zod at run time.
export type { SocialPeopleChanged };
export type { FriendRequestBody, MessagesPageQuery, NotificationsPageQuery, ReportBody, SendMessageBody };
export type {
  BlockedUser,
  Conversation,
  FiledReport,
  Friend,
  FriendOnline,
  FriendRemoved,
  FriendRequest,
  FriendRequests,
  Message,
  MessagePage,
  Notification,
  NotificationPage,
  NotificationRead,
  NotificationsReadAll,
  Participant,
  SentMessage,
  SocialBadges,
  SocialProfile,
  Unblocked,
};

export const FRIEND_REQUEST_STATES = ['pending', 'accepted', 'rejected'] as const;
export type FriendRequestState = (typeof FRIEND_REQUEST_STATES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Most characters of a message (spec §5 asks for non-blank; the length is ours). */
export const MESSAGE_MAX_LENGTH = 2_000;
/** Most characters of a report's own text. */
export const REPORT_DETAILS_MAX_LENGTH = 1_000;
/** The conversation's last messages a report carries for the admin who reads it. */
export const REPORT_ATTACHED_MESSAGES = 20;
/** A sender's messages per minute, across every replica. */
export const MESSAGES_PER_MINUTE = 30;
/** A reporter's reports per hour. */
export const REPORTS_PER_HOUR = 10;
/** GET /api/messages/conversations/{id}/messages: default and most messages a page. */
export const MESSAGE_PAGE_DEFAULT = 50;
export const MESSAGE_PAGE_MAX = 100;

/** Who is asking: the id from a verified token (its schema, socialRequest). */
export type { SocialRequest };

export interface SocialWrite<Body> extends SocialRequest {
  body: Body;
}

export interface FriendRequestAnswer extends SocialRequest {
  requestId: string;
}

export interface FriendRemoval extends SocialRequest {
  friendId: string;
}

export interface Unblock extends SocialRequest {
  blockedId: string;
}

export interface ConversationRequest extends SocialRequest {
  conversationId: string;
}

export interface MessagesPageRequest extends ConversationRequest {
  query: MessagesPageQuery;
}

/**
 * The social service's requests; each carries the caller's id from a verified token. Another user's
 * request, friend or conversation is NOT_FOUND, as an unknown one is.
 */
export const FRIENDS = {
  list: request<SocialRequest, Friend[]>('social', 'social.friends.list'),
  /**
   * The ids of the user's friends, whatever their accounts' state: what lists-progress's friends' feed is
   * built from, and the gateway keeps it until one of them changes.
   */
  ids: request<SocialRequest, string[]>('social', 'social.friends.ids'),
  requests: request<SocialRequest, FriendRequests>('social', 'social.requests.list'),
  /**
   * BAD_REQUEST to oneself, NOT_FOUND for an unknown user, FORBIDDEN between blocked users, CONFLICT when
   * already friends or already asked; the other person's pending request is accepted instead.
   */
  request: request<SocialWrite<FriendRequestBody>, FriendRequest>('social', 'social.request.send'),
  /** Only the receiver; CONFLICT once answered. */
  accept: request<FriendRequestAnswer, FriendRequest>('social', 'social.request.accept'),
  reject: request<FriendRequestAnswer, FriendRequest>('social', 'social.request.reject'),
  /** Both sides; the requests between the two go too. */
  remove: request<FriendRemoval, FriendRemoved>('social', 'social.friend.remove'),
};

export const BLOCKS = {
  list: request<SocialRequest, BlockedUser[]>('social', 'social.blocks.list'),
  /** Ends the friendship and every request between the two; blocking again changes nothing. */
  block: request<SocialWrite<FriendRequestBody>, BlockedUser>('social', 'social.block.add'),
  unblock: request<Unblock, Unblocked>('social', 'social.block.remove'),
  /** Users the caller blocked or who blocked the caller: left out of the caller's user search. */
  hidden: request<SocialRequest, string[]>('social', 'social.blocks.hidden'),
};

export const MESSAGES = {
  conversations: request<SocialRequest, Conversation[]>('social', 'social.conversations.list'),
  /** FORBIDDEN unless friends; RATE_LIMITED past MESSAGES_PER_MINUTE. */
  send: request<SocialWrite<SendMessageBody>, SentMessage>('social', 'social.message.send'),
  page: request<MessagesPageRequest, MessagePage>('social', 'social.messages.page'),
  /** Marks every message of the conversation read up to its newest. */
  read: request<ConversationRequest, Conversation>('social', 'social.conversation.mark-read'),
};

export const BADGES = {
  /** Two indexed counts, no names: cheap enough for every signed-in screen's first read. */
  get: request<SocialRequest, SocialBadges>('social', 'social.badges.get'),
  /**
   * Sent before the change answers, to every gateway replica: the users' counts may differ now (a request,
   * a message, a read mark, a notification), so none keeps the old ones.
   */
  changed: event<SocialPeopleChanged>('social', 'social.badges.changed', true),
};

export const REPORTS = {
  /** Stored for the admin inbox with the conversation's last REPORT_ATTACHED_MESSAGES messages. */
  file: request<SocialWrite<ReportBody>, FiledReport>('social', 'social.report.file'),
};

export const NOTIFICATION_KINDS = ['new_episode', 'friend_request', 'friend_accepted', 'watch_next'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** GET /api/notifications: default and most notifications a page. */
export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;

export interface NotificationsPageRequest extends SocialRequest {
  /** A sender may leave the cursor and the size out: the newest page, of the default size. */
  query: Partial<NotificationsPageQuery>;
}

export interface NotificationRequest extends SocialRequest {
  notificationId: string;
}

/** The user's own notifications; another user's is NOT_FOUND, as an unknown one is. */
export const NOTIFICATIONS = {
  /** Newest first, with the user's unread count. */
  list: request<NotificationsPageRequest, NotificationPage>('social', 'social.notifications.list'),
  /** Reading one again changes nothing. */
  read: request<NotificationRequest, NotificationRead>('social', 'social.notifications.read'),
  readAll: request<SocialRequest, NotificationsReadAll>('social', 'social.notifications.read-all'),
};

/** The social service's BullMQ queue: the new-episode notifications' repeated run (issue 21). */
export const NOTIFICATIONS_QUEUE = 'social-notifications';
export const NEW_EPISODES_JOB = 'new-episodes';
/** A run's job: `now` (ISO) when a test drives the clock, else the worker's time. */
export interface NewEpisodesJobData {
  now?: string;
}

/** A friend came online (their first open page) or went offline (their last one closed). */
export interface FriendPresence {
  userId: string;
  online: boolean;
}

/** The socket event the gateway itself pushes to a user's friends when they come and go. */
export const FRIEND_PRESENCE_EVENT = 'social.friend.presence';
