import type { SocialPeopleChanged } from '../schemas/social-payloads.js';
import type { SocialPush } from '../schemas/social-pushes.js';
import { event } from './message.js';
import type { FriendRequest, Message, Notification } from './social.js';

/**
 * A change the named users' open pages should show at once (its schema, socialPush). The gateway pushes
 * `data` to every socket of those users, as a socket.io event named by the pattern (`social.message.created`, …).
 */
export type { SocialPush };

/** A friendship ended (Eliminar or Bloquear by `userId`): both sidebars drop the other and their requests. */
export interface FriendshipEnded {
  userId: string;
  friendId: string;
}

/** One member read a conversation up to `lastReadAt`: their badge clears, the other's 'seen' marks move. */
export interface ConversationReadMark {
  conversationId: string;
  userId: string;
  lastReadAt: string;
}

/** Sent by the social service after each change commits, to both people it concerns. */
export const SOCIAL_EVENTS = {
  messageCreated: event<SocialPush<Message>>('social', 'social.message.created'),
  friendRequested: event<SocialPush<FriendRequest>>('social', 'social.friend.requested'),
  friendAccepted: event<SocialPush<FriendRequest>>('social', 'social.friend.accepted'),
  friendRemoved: event<SocialPush<FriendshipEnded>>('social', 'social.friend.removed'),
  conversationRead: event<SocialPush<ConversationReadMark>>('social', 'social.conversation.read'),
  /** To the notification's one user: their bell counts it at once. */
  notificationCreated: event<SocialPush<Notification>>('social', 'social.notification.created'),
};

/**
 * Broadcast by social once a friendship made or ended has committed (an acceptance, a removal, a block, an
 * erased account), before it answers: every gateway replica drops the friends' feeds it keeps of them.
 */
export const FRIENDSHIPS = {
  changed: event<SocialPeopleChanged>('social', 'social.friends.changed', true),
};
