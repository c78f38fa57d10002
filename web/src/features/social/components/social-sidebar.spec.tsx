import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FriendRequests, SocialBadges } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import { mockApi } from '../../auth/testing/mock-api';
import { conversationsQueryKey } from '../api/get-conversations';
import { seedSocialBadges } from '../api/social-badges';
import type { SocialSocketOptions } from '../social-socket';
import { connectSocialSocket } from '../social-socket';
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
} from '../testing/social-factory';
import { SocialSidebar } from './social-sidebar';

jest.mock('../social-socket', () => ({ connectSocialSocket: jest.fn() }));

const faye = buildProfile(FAYE_ID, 'Faye');
const jet = buildProfile(JET_ID, 'Jet');
const NO_REQUESTS: FriendRequests = { incoming: [], outgoing: [] };

/** The routes of a signed-in user with Faye as a friend, overridable per test. */
function socialRoutes({
  conversations = [buildConversation()],
  requests = NO_REQUESTS,
  messages = [] as ReturnType<typeof buildMessage>[],
} = {}) {
  return {
    'GET /api/friends': { body: ok({ friends: [buildFriend(faye, CONVERSATION_ID)] }) },
    'GET /api/friends/requests': { body: ok(requests) },
    'GET /api/messages/conversations': { body: ok({ conversations }) },
    [`GET /api/messages/conversations/${CONVERSATION_ID}/messages`]: {
      body: ok({ messages, nextCursor: null }),
    },
    [`PUT /api/messages/conversations/${CONVERSATION_ID}/read`]: {
      body: ok({ conversation: buildConversation({ unreadCount: 0 }) }),
    },
  };
}

/**
 * Renders the sidebar, with the badge counts a session read brought when given; the socket is the test's
 * to drive through the returned options.
 */
function renderSidebar({ badges }: { badges?: SocialBadges } = {}) {
  let socket: SocialSocketOptions | undefined;
  const close = jest.fn();
  jest.mocked(connectSocialSocket).mockImplementation((options) => {
    socket = options;
    return { close };
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (badges) seedSocialBadges(queryClient, ME, badges);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SocialSidebar userId={ME} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    queryClient,
    close,
    /** The socket the sidebar opened (once its module loaded). */
    socket: async () => {
      await waitFor(() => expect(socket).toBeDefined());
      return socket as SocialSocketOptions;
    },
  };
}

const fab = () => screen.getByRole('button', { name: /^Friends and messages/ });

async function openChatWithFaye(user: ReturnType<typeof userEvent.setup>) {
  await user.click(fab());
  await user.click(await screen.findByRole('button', { name: /^Faye/ }));
  return screen.findByRole('region', { name: 'Conversation with Faye' });
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SocialSidebar', () => {
  it('badges the button with pending requests plus unread messages, capped at 99+', async () => {
    const incoming = [buildRequest(jet)];
    mockApi(
      socialRoutes({
        conversations: [buildConversation({ unreadCount: 4 })],
        requests: { incoming, outgoing: [] },
      }),
    );
    renderSidebar();

    await waitFor(() => expect(fab()).toHaveAccessibleName('Friends and messages, 5 new'));
    expect(screen.getByTestId('social-badge')).toHaveTextContent('5');
  });

  it('loads the friends only once the panel opens', async () => {
    const api = mockApi(socialRoutes());
    const user = userEvent.setup();
    renderSidebar();
    await waitFor(() => expect(api.calls('GET /api/messages/conversations')).toHaveLength(1));
    expect(api.calls('GET /api/friends')).toHaveLength(0);

    await user.click(fab());
    await screen.findByRole('button', { name: 'Faye' });
    expect(api.calls('GET /api/friends')).toHaveLength(1);
  });

  it('shows an online friend as online', async () => {
    mockApi({
      ...socialRoutes(),
      'GET /api/friends': { body: ok({ friends: [buildFriend(faye, CONVERSATION_ID, true)] }) },
    });
    const user = userEvent.setup();
    renderSidebar();
    await user.click(fab());

    expect(await screen.findByRole('button', { name: 'Faye, online' })).toBeInTheDocument();
  });

  it('shows 99+ past 99, and 9+ on a friend past 9', async () => {
    mockApi(socialRoutes({ conversations: [buildConversation({ unreadCount: 120 })] }));
    const user = userEvent.setup();
    renderSidebar();

    await waitFor(() => expect(screen.getByTestId('social-badge')).toHaveTextContent('99+'));
    await user.click(fab());
    const friend = await screen.findByRole('button', { name: 'Faye, 120 unread' });
    expect(friend).toHaveTextContent('9+');
  });

  it('opens a conversation, shows its messages as text, and goes back with the arrow', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"> <a href="javascript:alert(1)">x</a>';
    mockApi(socialRoutes({ messages: [buildMessage({ content: payload })] }));
    const user = userEvent.setup();
    renderSidebar();

    const chat = await openChatWithFaye(user);
    const log = within(chat).getByRole('log', { name: 'Messages' });
    await within(log).findByText(payload);
    expect(log.querySelector('img, a')).toBeNull();

    await user.click(within(chat).getByRole('button', { name: 'Back to friends' }));
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
  });

  it('disables send for blank text, and sends the trimmed text', async () => {
    const api = mockApi({
      ...socialRoutes(),
      'POST /api/messages': {
        body: ok({ conversationId: CONVERSATION_ID, message: buildMessage({ senderId: ME, content: 'Hi' }) }),
      },
    });
    const user = userEvent.setup();
    renderSidebar();
    const chat = await openChatWithFaye(user);
    const send = within(chat).getByRole('button', { name: 'Send' });
    const input = within(chat).getByLabelText('Message Faye');

    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.calls('POST /api/messages')).toHaveLength(0);

    await user.type(input, 'Hi ');
    await user.click(send);
    await within(chat).findByText('Hi');
    expect(api.calls('POST /api/messages')[0].body).toEqual({ receiverId: FAYE_ID, content: 'Hi' });
    expect(input).toHaveValue('');
  });

  it('puts a message that failed back in the box, with the reason', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...socialRoutes(),
      'POST /api/messages': { status: 403, body: failure('Only friends can message each other.') },
    });
    const user = userEvent.setup();
    renderSidebar();
    const chat = await openChatWithFaye(user);

    await user.type(within(chat).getByLabelText('Message Faye'), 'Hello?{Enter}');

    expect(await within(chat).findByRole('alert')).toHaveTextContent('Only friends can message each other.');
    expect(within(chat).getByLabelText('Message Faye')).toHaveValue('Hello?');
    expect(logged).toHaveBeenCalledWith('API call failed: Forbidden');
  });

  it("marks the 'seen' message when the friend read past it", async () => {
    const own = buildMessage({
      senderId: ME,
      content: 'Did you read it?',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    const conversation = buildConversation({ lastMessage: own });
    conversation.participants[1].lastReadAt = '2026-11-20T10:01:00.000Z';
    mockApi(socialRoutes({ conversations: [conversation], messages: [own] }));
    const user = userEvent.setup();
    renderSidebar();

    const chat = await openChatWithFaye(user);
    const message = (await within(chat).findByText('Did you read it?')).closest('li') as HTMLElement;
    expect(message).toHaveTextContent('Seen');
  });

  it('ignores a blank friend search, and sends a request from the results', async () => {
    const api = mockApi({
      ...socialRoutes(),
      'GET /api/users/search?q=jet': {
        body: ok({ users: [{ id: JET_ID, username: 'jet', displayName: 'Jet', avatar_url: null }] }),
      },
      'POST /api/friends/request': { status: 201, body: ok({ request: buildRequest(jet) }) },
    });
    const user = userEvent.setup();
    renderSidebar();
    await user.click(fab());

    const search = await screen.findByRole('searchbox', { name: 'Search users' });
    await user.type(search, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.requests.filter(({ url }) => url.startsWith('/api/users/search'))).toHaveLength(0);

    await user.clear(search);
    await user.type(search, ' jet {Enter}');
    await user.click(await screen.findByRole('button', { name: 'Send friend request to Jet' }));
    await screen.findByText('Request sent');
    expect(api.calls('POST /api/friends/request')[0].body).toEqual({ userId: JET_ID });
  });

  it('accepts a received request', async () => {
    const request = buildRequest(jet);
    const api = mockApi({
      ...socialRoutes({ requests: { incoming: [request], outgoing: [] } }),
      [`PUT /api/friends/requests/${request.id}/accept`]: {
        body: ok({ request: { ...request, status: 'accepted' } }),
      },
    });
    const user = userEvent.setup();
    renderSidebar();
    await user.click(fab());
    await user.click(screen.getByRole('tab', { name: /Requests/ }));

    await user.click(await screen.findByRole('button', { name: 'Accept Jet' }));
    await waitFor(() => expect(api.calls(`PUT /api/friends/requests/${request.id}/accept`)).toHaveLength(1));
    // The lists reload after the answer.
    await waitFor(() => expect(api.calls('GET /api/friends')).toHaveLength(2));
  });

  it('removes a friend only once confirmed, and reports one with a reason and text', async () => {
    const api = mockApi({
      ...socialRoutes(),
      [`DELETE /api/friends/${FAYE_ID}`]: { body: ok({ friendId: FAYE_ID }) },
      'POST /api/reports': {
        status: 201,
        body: ok({ report: { id: 'r1', reason: 'harassment', createdAt: '', attachedMessages: 2 } }),
      },
    });
    const user = userEvent.setup();
    renderSidebar();
    await user.click(fab());
    const options = await screen.findByRole('button', { name: 'Options for Faye' });

    await user.click(options);
    await user.click(screen.getByRole('menuitem', { name: 'Reportar' }));
    const report = screen.getByRole('dialog', { name: 'Report Faye' });
    expect(within(report).getByLabelText('Reason')).toHaveFocus();
    await user.selectOptions(within(report).getByLabelText('Reason'), 'harassment');
    await user.type(within(report).getByLabelText('What happened (optional)'), 'Rude messages');
    await user.click(within(report).getByRole('button', { name: 'Send report' }));
    await within(report).findByText(/Report sent/);
    expect(api.calls('POST /api/reports')[0].body).toEqual({
      userId: FAYE_ID,
      reason: 'harassment',
      details: 'Rude messages',
    });
    await user.click(within(report).getByRole('button', { name: 'Close' }));
    expect(options).toHaveFocus();

    await user.click(options);
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Faye?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(api.calls(`DELETE /api/friends/${FAYE_ID}`)).toHaveLength(0);

    await user.click(options);
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Faye?' })).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(api.calls(`DELETE /api/friends/${FAYE_ID}`)).toHaveLength(1));
  });

  it('logs a failed load and shows empty lists (spec §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/friends': { status: 500, body: '<html>oops</html>' },
      'GET /api/friends/requests': { status: 500, body: '<html>oops</html>' },
      'GET /api/messages/conversations': { status: 500, body: '<html>oops</html>' },
    });
    const user = userEvent.setup();
    renderSidebar();
    await user.click(fab());

    await waitFor(() => expect(logged).toHaveBeenCalledWith('API call failed: Internal Server Error'));
    expect(screen.getByText('No friends yet. Search for someone to add.')).toBeInTheDocument();
    expect(fab()).toHaveAccessibleName('Friends and messages');
  });

  it('polls conversations every 5 s and the open chat every 3 s only while the socket is down', async () => {
    jest.useFakeTimers();
    const api = mockApi(socialRoutes());
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { socket } = renderSidebar();
    const live = await socket();
    await openChatWithFaye(user);
    const conversationCalls = () => api.calls('GET /api/messages/conversations').length;
    const chatCalls = () => api.calls(`GET /api/messages/conversations/${CONVERSATION_ID}/messages`).length;
    const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

    // Down (not connected yet): both poll.
    let [conversations, chat] = [conversationCalls(), chatCalls()];
    await tick(3_000);
    expect(chatCalls()).toBe(chat + 1);
    await tick(2_000);
    expect(conversationCalls()).toBe(conversations + 1);

    // Up: nothing is asked on a timer.
    act(() => live.onStatus(true, false));
    [conversations, chat] = [conversationCalls(), chatCalls()];
    await tick(30_000);
    expect([conversationCalls(), chatCalls()]).toEqual([conversations, chat]);

    // Down again: polling resumes.
    act(() => live.onStatus(false, false));
    await tick(5_000);
    expect(conversationCalls()).toBeGreaterThan(conversations);
    expect(chatCalls()).toBeGreaterThan(chat);
  });

  it('shows a pushed message in the open chat at once, and marks it read', async () => {
    const api = mockApi(socialRoutes());
    const user = userEvent.setup();
    const { socket, queryClient } = renderSidebar();
    const live = await socket();
    act(() => live.onStatus(true, false));
    const chat = await openChatWithFaye(user);
    await within(chat).findByText('No messages yet. Say hello!');
    await waitFor(() => expect(queryClient.getQueryData(conversationsQueryKey(ME))).toBeDefined());
    const asked = api.requests.length;

    act(() => live.onPush('social.message.created', buildMessage({ content: 'Pushed hello' })));
    await waitFor(() => expect(within(chat).getByRole('log')).toHaveTextContent('Pushed hello'));
    await waitFor(() =>
      expect(api.calls(`PUT /api/messages/conversations/${CONVERSATION_ID}/read`)).toHaveLength(1),
    );
    // Nothing else was asked: the push carried the message.
    expect(api.requests.length).toBe(asked + 1);
  });

  it('counts a message pushed to a closed chat as unread, and closes the socket when unmounted', async () => {
    mockApi(socialRoutes({ conversations: [buildConversation({ unreadCount: 1 })] }));
    const { socket, unmount, close } = renderSidebar();
    const live = await socket();
    act(() => live.onStatus(true, false));
    await waitFor(() => expect(fab()).toHaveAccessibleName('Friends and messages, 1 new'));

    act(() => live.onPush('social.message.created', buildMessage({ content: 'While away' })));
    await waitFor(() => expect(fab()).toHaveAccessibleName('Friends and messages, 2 new'));

    unmount();
    expect(close).toHaveBeenCalled();
  });

  it('reloads every list when the socket comes back without what it missed', async () => {
    const api = mockApi(socialRoutes());
    const { socket } = renderSidebar();
    const live = await socket();
    act(() => live.onStatus(true, false));
    await waitFor(() => expect(api.calls('GET /api/messages/conversations')).toHaveLength(1));

    act(() => live.onStatus(false, false));
    act(() => live.onStatus(true, false));
    await waitFor(() => expect(api.calls('GET /api/messages/conversations')).toHaveLength(2));
    expect(api.calls('GET /api/friends/requests')).toHaveLength(2);
  });

  describe("with the session's badge counts", () => {
    const jet = buildProfile(JET_ID, 'Jet');
    const listReads = (api: ReturnType<typeof mockApi>) =>
      ['GET /api/friends/requests', 'GET /api/messages/conversations'].map((call) => api.calls(call).length);

    it('badges the button from the counts and reads no list until the panel opens', async () => {
      const api = mockApi(
        socialRoutes({
          conversations: [buildConversation({ unreadCount: 3 })],
          requests: { incoming: [buildRequest(jet)], outgoing: [] },
        }),
      );
      const user = userEvent.setup();
      const { socket } = renderSidebar({
        badges: { pendingRequests: 1, unreadMessages: 3, unreadNotifications: 0 },
      });
      const live = await socket();
      act(() => live.onStatus(true, false));

      await waitFor(() => expect(fab()).toHaveAccessibleName('Friends and messages, 4 new'));
      expect(api.requests).toEqual([]);

      await user.click(fab());
      await screen.findByRole('button', { name: 'Faye, 3 unread' });
      expect(listReads(api)).toEqual([1, 1]);
      expect(fab()).toHaveAccessibleName('Friends and messages, 4 new');
    });

    it('moves the badge with pushes, and loads the lists once a push says too little', async () => {
      const api = mockApi(socialRoutes({ conversations: [buildConversation({ unreadCount: 0 })] }));
      const { socket } = renderSidebar({
        badges: { pendingRequests: 0, unreadMessages: 1, unreadNotifications: 0 },
      });
      const live = await socket();
      act(() => live.onStatus(true, false));
      await waitFor(() => expect(fab()).toHaveAccessibleName('Friends and messages, 1 new'));

      act(() => live.onPush('social.message.created', buildMessage({ content: 'While away' })));
      act(() => live.onPush('social.message.created', buildMessage({ senderId: ME, content: 'Mine' })));
      await waitFor(() => expect(fab()).toHaveAccessibleName('Friends and messages, 2 new'));
      const request = buildRequest(jet);
      act(() => live.onPush('social.friend.requested', request));
      await waitFor(() => expect(fab()).toHaveAccessibleName('Friends and messages, 3 new'));
      act(() => live.onPush('social.friend.accepted', { ...request, status: 'accepted' }));
      await waitFor(() => expect(fab()).toHaveAccessibleName('Friends and messages, 2 new'));
      expect(listReads(api)).toEqual([0, 0]);

      // Read on another device: how much it cleared only the conversations say.
      act(() =>
        live.onPush('social.conversation.read', {
          conversationId: CONVERSATION_ID,
          userId: ME,
          lastReadAt: '2026-11-20T11:00:00.000Z',
        }),
      );
      await waitFor(() => expect(listReads(api)).toEqual([1, 1]));
      await waitFor(() => expect(fab()).toHaveAccessibleName('Friends and messages'));
    });

    it('reads nothing while the socket connects, and loads and polls the lists once it is down', async () => {
      jest.useFakeTimers();
      const api = mockApi(socialRoutes({ conversations: [buildConversation({ unreadCount: 2 })] }));
      const { socket } = renderSidebar({
        badges: { pendingRequests: 0, unreadMessages: 1, unreadNotifications: 0 },
      });
      const live = await socket();
      const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
      await tick(10_000);
      expect(listReads(api)).toEqual([0, 0]);

      act(() => live.onStatus(false, false));
      await waitFor(() => expect(listReads(api)).toEqual([1, 1]));
      await waitFor(() => expect(fab()).toHaveAccessibleName('Friends and messages, 2 new'));
      await tick(5_000);
      expect(listReads(api)).toEqual([2, 2]);

      act(() => live.onStatus(true, false));
      await tick(30_000);
      expect(listReads(api)).toEqual([2, 2]);
    });
  });
});
