import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationReadMark,
  FriendOnline,
  FriendPresence,
  FriendRequest,
  FriendshipEnded,
  Message,
  MessagePage,
  Notification,
  SentMessage,
  SocialBadges,
} from '@tracker/contracts';

import { addNotification } from '../notifications/notifications-cache';
import { conversationsQueryKey } from './api/get-conversations';
import { friendRequestsQueryKey } from './api/get-friend-requests';
import { friendsQueryKey } from './api/get-friends';
import { messagesQueryKey } from './api/get-messages';
import { userSearchQueryKey } from './api/search-users';
import { socialBadgesQueryKey } from './api/social-badges';

/** The socket events the sidebar listens to, with their data (`SOCIAL_EVENTS` in the contracts). */
export interface SocialPushes {
  'social.message.created': Message;
  'social.friend.requested': FriendRequest;
  'social.friend.accepted': FriendRequest;
  'social.friend.removed': FriendshipEnded;
  'social.conversation.read': ConversationReadMark;
  'social.friend.presence': FriendPresence;
  /** For the header's bell (issue 21). */
  'social.notification.created': Notification;
}

export type SocialPushName = keyof SocialPushes;

export const SOCIAL_PUSH_NAMES: readonly SocialPushName[] = [
  'social.message.created',
  'social.friend.requested',
  'social.friend.accepted',
  'social.friend.removed',
  'social.conversation.read',
  'social.friend.presence',
  'social.notification.created',
];

const byTime = (a: Message, b: Message) => a.createdAt.localeCompare(b.createdAt);

/** Adds the message to the newest page of its conversation, once, in time order. */
function withMessage(
  data: InfiniteData<MessagePage, string | undefined> | undefined,
  message: Message,
): InfiniteData<MessagePage, string | undefined> | undefined {
  if (!data || data.pages.some((page) => page.messages.some(({ id }) => id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message].sort(byTime) }, ...older] };
}

/**
 * A message sent or received (a push, or the user's own send): it joins its open conversation, and the
 * conversation moves to the top with it as its last message, one more unread when the other person sent
 * it. A conversation the list does not know yet reloads the list.
 */
export function addMessage(
  queryClient: QueryClient,
  userId: string,
  { conversationId, message }: SentMessage,
) {
  queryClient.setQueryData<InfiniteData<MessagePage, string | undefined>>(
    messagesQueryKey(userId, conversationId),
    (data) => withMessage(data, message),
  );
  const conversations = queryClient.getQueryData<Conversation[]>(conversationsQueryKey(userId));
  const known = conversations?.find(({ id }) => id === conversationId);
  if (!conversations || !known) {
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(userId) });
    return;
  }
  const last = known.lastMessage;
  // Already counted, or older than what the list holds (pushes may arrive out of order).
  if (last && (last.id === message.id || last.createdAt > message.createdAt)) return;
  const updated: Conversation = {
    ...known,
    lastMessage: message,
    unreadCount: known.unreadCount + (message.senderId === userId ? 0 : 1),
  };
  queryClient.setQueryData<Conversation[]>(conversationsQueryKey(userId), [
    updated,
    ...conversations.filter(({ id }) => id !== conversationId),
  ]);
}

/** A conversation as the server now has it (after marking it read): replaces the cached one. */
export function replaceConversation(queryClient: QueryClient, userId: string, conversation: Conversation) {
  queryClient.setQueryData<Conversation[]>(conversationsQueryKey(userId), (conversations) =>
    conversations?.map((known) => (known.id === conversation.id ? conversation : known)),
  );
}

/** Someone read a conversation: their 'seen' mark moves; when it was the user, nothing is unread. */
export function markRead(queryClient: QueryClient, userId: string, read: ConversationReadMark) {
  queryClient.setQueryData<Conversation[]>(conversationsQueryKey(userId), (conversations) =>
    conversations?.map((conversation) =>
      conversation.id !== read.conversationId
        ? conversation
        : {
            ...conversation,
            unreadCount: read.userId === userId ? 0 : conversation.unreadCount,
            participants: conversation.participants.map((participant) =>
              participant.id === read.userId &&
              (participant.lastReadAt === null || participant.lastReadAt < read.lastReadAt)
                ? { ...participant, lastReadAt: read.lastReadAt }
                : participant,
            ),
          },
    ),
  );
}

/**
 * Friends or requests changed: both lists and any search shown (who is a friend, who was asked) reload,
 * and for a removal the conversations too.
 */
export function reloadFriends(queryClient: QueryClient, userId: string, withConversations = false) {
  void queryClient.invalidateQueries({ queryKey: friendsQueryKey(userId) });
  void queryClient.invalidateQueries({ queryKey: friendRequestsQueryKey(userId) });
  void queryClient.invalidateQueries({ queryKey: userSearchQueryKey(userId) });
  if (withConversations) void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(userId) });
}

/** A friend came online or went offline: their dot follows. */
export function setPresence(
  queryClient: QueryClient,
  userId: string,
  { userId: friendId, online }: FriendPresence,
) {
  queryClient.setQueryData<FriendOnline[]>(friendsQueryKey(userId), (friends) =>
    friends?.map((entry) => (entry.friend.id === friendId ? { ...entry, online } : entry)),
  );
}

/** Moves one of the session's badge counts (never below zero), while its list is not loaded. */
function moveBadge(queryClient: QueryClient, userId: string, count: keyof SocialBadges, by: number) {
  queryClient.setQueryData<SocialBadges>(
    socialBadgesQueryKey(userId),
    (badges) => badges && { ...badges, [count]: Math.max(0, badges[count] + by) },
  );
}

const isLoaded = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryData(queryKey) !== undefined;

/**
 * Applies one socket push to the caches of the signed-in user `userId`. Before the sidebar loads its
 * lists, the badge's counts follow what a push says of them; returns true when a push says less than the
 * badge needs (a conversation read elsewhere, a friendship ended): the sidebar then loads its lists.
 */
export function applySocialPush<Name extends SocialPushName>(
  queryClient: QueryClient,
  userId: string,
  name: Name,
  data: SocialPushes[Name],
): boolean {
  const conversationsLoaded = isLoaded(queryClient, conversationsQueryKey(userId));
  const requestsLoaded = isLoaded(queryClient, friendRequestsQueryKey(userId));
  switch (name) {
    case 'social.message.created': {
      const message = data as Message;
      if (!conversationsLoaded && message.senderId !== userId)
        moveBadge(queryClient, userId, 'unreadMessages', 1);
      addMessage(queryClient, userId, { conversationId: message.conversationId, message });
      return false;
    }
    case 'social.conversation.read': {
      const read = data as ConversationReadMark;
      markRead(queryClient, userId, read);
      // How many of the user's unread it cleared only the conversations say.
      return !conversationsLoaded && read.userId === userId;
    }
    case 'social.friend.presence':
      setPresence(queryClient, userId, data as FriendPresence);
      return false;
    case 'social.notification.created':
      addNotification(queryClient, userId, data as Notification);
      return false;
    case 'social.friend.removed':
      reloadFriends(queryClient, userId, true);
      // A block also ends a request still waiting: only the requests say whether one was the user's.
      return !requestsLoaded;
    default: {
      // Requested or accepted: a request to the user is one more waiting, or one fewer once answered.
      const request = data as FriendRequest;
      if (!requestsLoaded && request.receiver.id === userId)
        moveBadge(queryClient, userId, 'pendingRequests', name === 'social.friend.requested' ? 1 : -1);
      reloadFriends(queryClient, userId);
      return false;
    }
  }
}
