import { event } from './message.js';

/**
 * A change the named users' open pages should show at once. The gateway pushes `data` to every socket
 * of those users, as a socket.io event named by the pattern (`social.message.created`, …).
 */
export interface SocialPush<T> {
  userIds: string[];
  data: T;
}

export const SOCIAL_EVENTS = {
  messageCreated: event<SocialPush<unknown>>('social', 'social.message.created'),
  friendRequested: event<SocialPush<unknown>>('social', 'social.friend.requested'),
  friendAccepted: event<SocialPush<unknown>>('social', 'social.friend.accepted'),
  friendRemoved: event<SocialPush<unknown>>('social', 'social.friend.removed'),
  conversationRead: event<SocialPush<unknown>>('social', 'social.conversation.read'),
};
