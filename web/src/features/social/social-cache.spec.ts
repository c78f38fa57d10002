import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Conversation, FriendOnline, MessagePage } from '@tracker/contracts';

import { conversationsQueryKey } from './api/get-conversations';
import { friendRequestsQueryKey } from './api/get-friend-requests';
import { friendsQueryKey } from './api/get-friends';
import { messagesQueryKey } from './api/get-messages';
import { seedSocialBadges, socialBadgesQueryKey } from './api/social-badges';
import { applySocialPush } from './social-cache';
import {
  buildConversation,
  buildFriend,
  buildMessage,
  buildProfile,
  buildRequest,
  CONVERSATION_ID,
  FAYE_ID,
  JET_ID,
  ME,
} from './testing/social-factory';

describe('applySocialPush', () => {
  let queryClient: QueryClient;
  const chat = () =>
    queryClient.getQueryData<InfiniteData<MessagePage, string | undefined>>(
      messagesQueryKey(ME, CONVERSATION_ID),
    );
  const conversations = () => queryClient.getQueryData<Conversation[]>(conversationsQueryKey(ME));

  beforeEach(() => {
    queryClient = new QueryClient();
  });

  it('appends a new message to its open conversation once, and counts it unread once', () => {
    const first = buildMessage({ createdAt: '2026-11-20T10:00:00.000Z' });
    queryClient.setQueryData(messagesQueryKey(ME, CONVERSATION_ID), {
      pages: [{ messages: [first], nextCursor: null }],
      pageParams: [undefined],
    });
    queryClient.setQueryData(conversationsQueryKey(ME), [buildConversation({ lastMessage: first })]);
    const pushed = buildMessage({ createdAt: '2026-11-20T10:05:00.000Z', content: 'See you, space cowboy' });

    applySocialPush(queryClient, ME, 'social.message.created', pushed);
    applySocialPush(queryClient, ME, 'social.message.created', pushed);

    expect(chat()?.pages[0].messages.map(({ content }) => content)).toEqual([first.content, pushed.content]);
    expect(conversations()?.[0]).toMatchObject({ unreadCount: 1, lastMessage: pushed });
  });

  it('does not count the user’s own message as unread, and moves its conversation to the top', () => {
    const other = buildConversation({ id: 'cccccccc-0000-4000-8000-000000000009' });
    queryClient.setQueryData(conversationsQueryKey(ME), [other, buildConversation()]);
    const own = buildMessage({ senderId: ME });

    applySocialPush(queryClient, ME, 'social.message.created', own);

    expect(conversations()?.map(({ id }) => id)).toEqual([CONVERSATION_ID, other.id]);
    expect(conversations()?.[0]).toMatchObject({ unreadCount: 0, lastMessage: own });
  });

  it('reloads the conversations when a message starts one the list does not know', () => {
    queryClient.setQueryData(conversationsQueryKey(ME), []);

    applySocialPush(queryClient, ME, 'social.message.created', buildMessage());

    expect(queryClient.getQueryState(conversationsQueryKey(ME))?.isInvalidated).toBe(true);
  });

  it('moves the friend’s read mark, and clears the unread count when the user read it elsewhere', () => {
    queryClient.setQueryData(conversationsQueryKey(ME), [buildConversation({ unreadCount: 3 })]);

    applySocialPush(queryClient, ME, 'social.conversation.read', {
      conversationId: CONVERSATION_ID,
      userId: FAYE_ID,
      lastReadAt: '2026-11-20T11:00:00.000Z',
    });
    expect(conversations()?.[0].participants.find(({ id }) => id === FAYE_ID)?.lastReadAt).toBe(
      '2026-11-20T11:00:00.000Z',
    );
    expect(conversations()?.[0].unreadCount).toBe(3);

    applySocialPush(queryClient, ME, 'social.conversation.read', {
      conversationId: CONVERSATION_ID,
      userId: ME,
      lastReadAt: '2026-11-20T11:00:00.000Z',
    });
    expect(conversations()?.[0].unreadCount).toBe(0);
  });

  it('moves a friend’s online dot with their presence', () => {
    queryClient.setQueryData(friendsQueryKey(ME), [buildFriend(buildProfile(FAYE_ID, 'Faye'), null, false)]);

    applySocialPush(queryClient, ME, 'social.friend.presence', { userId: FAYE_ID, online: true });

    expect(queryClient.getQueryData<FriendOnline[]>(friendsQueryKey(ME))?.[0].online).toBe(true);
  });

  it('reloads the friends and requests on a friend event, and the conversations on a removal', () => {
    for (const key of [friendsQueryKey(ME), friendRequestsQueryKey(ME), conversationsQueryKey(ME)]) {
      queryClient.setQueryData(key, []);
    }
    const invalidated = () =>
      [friendsQueryKey(ME), friendRequestsQueryKey(ME), conversationsQueryKey(ME)].map(
        (key) => queryClient.getQueryState(key)?.isInvalidated,
      );

    applySocialPush(queryClient, ME, 'social.friend.accepted', {} as never);
    expect(invalidated()).toEqual([true, true, false]);

    applySocialPush(queryClient, ME, 'social.friend.removed', { userId: ME, friendId: FAYE_ID });
    expect(invalidated()).toEqual([true, true, true]);
  });

  describe("before the lists load, the session's badge counts", () => {
    const badges = () => queryClient.getQueryData(socialBadgesQueryKey(ME));
    const jet = buildProfile(JET_ID, 'Jet');

    beforeEach(() =>
      seedSocialBadges(queryClient, ME, { pendingRequests: 1, unreadMessages: 2, unreadNotifications: 0 }),
    );

    it("count another's message as unread, and not the user's own", () => {
      expect(applySocialPush(queryClient, ME, 'social.message.created', buildMessage())).toBe(false);
      applySocialPush(queryClient, ME, 'social.message.created', buildMessage({ senderId: ME }));
      expect(badges()).toEqual({ pendingRequests: 1, unreadMessages: 3, unreadNotifications: 0 });
    });

    it('count a request to the user as waiting until it is accepted, and not one the user sent', () => {
      const toMe = buildRequest(jet);
      expect(applySocialPush(queryClient, ME, 'social.friend.requested', toMe)).toBe(false);
      const mine = buildRequest(buildProfile(ME, 'Spike'), { receiver: jet });
      applySocialPush(queryClient, ME, 'social.friend.requested', mine);
      expect(badges()).toEqual({ pendingRequests: 2, unreadMessages: 2, unreadNotifications: 0 });

      applySocialPush(queryClient, ME, 'social.friend.accepted', { ...toMe, status: 'accepted' });
      applySocialPush(queryClient, ME, 'social.friend.accepted', { ...mine, status: 'accepted' });
      expect(badges()).toEqual({ pendingRequests: 1, unreadMessages: 2, unreadNotifications: 0 });
    });

    it("ask for the lists when the user read a conversation elsewhere or a friendship ended, not for another's read", () => {
      const read = { conversationId: CONVERSATION_ID, lastReadAt: '2026-11-20T10:10:00.000Z' };
      expect(applySocialPush(queryClient, ME, 'social.conversation.read', { ...read, userId: FAYE_ID })).toBe(
        false,
      );
      expect(applySocialPush(queryClient, ME, 'social.conversation.read', { ...read, userId: ME })).toBe(
        true,
      );
      expect(
        applySocialPush(queryClient, ME, 'social.friend.removed', { userId: FAYE_ID, friendId: ME }),
      ).toBe(true);
      expect(badges()).toEqual({ pendingRequests: 1, unreadMessages: 2, unreadNotifications: 0 });
    });

    it('stay as they are once the lists are loaded, which then count', () => {
      queryClient.setQueryData(conversationsQueryKey(ME), [buildConversation()]);
      queryClient.setQueryData(friendRequestsQueryKey(ME), { incoming: [], outgoing: [] });

      applySocialPush(queryClient, ME, 'social.message.created', buildMessage());
      applySocialPush(queryClient, ME, 'social.friend.requested', buildRequest(jet));
      const read = { conversationId: CONVERSATION_ID, userId: ME, lastReadAt: '2026-11-20T10:10:00.000Z' };
      expect(applySocialPush(queryClient, ME, 'social.conversation.read', read)).toBe(false);
      expect(badges()).toEqual({ pendingRequests: 1, unreadMessages: 2, unreadNotifications: 0 });
    });
  });
});
