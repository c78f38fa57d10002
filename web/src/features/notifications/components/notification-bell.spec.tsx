import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@tracker/contracts';

import { ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { connectSocialSocket, type SocialSocketOptions } from '../../social/social-socket';

jest.mock('../../social/social-socket', () => ({ connectSocialSocket: jest.fn() }));

const LIST = 'GET /api/notifications';
const jet = { id: 'user-3', username: 'jet', displayName: 'Jet Black', avatar: null };

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 'n1',
  kind: 'new_episode',
  anime: { id: 52991, title: 'Frieren' },
  episode: 5,
  actor: null,
  createdAt: new Date().toISOString(),
  readAt: null,
  ...overrides,
});

const EPISODE = notification({ id: 'n2' });
const REQUEST = notification({ id: 'n1', kind: 'friend_request', anime: null, episode: null, actor: jet });

let socket: SocialSocketOptions | undefined;

/** Signed in with `unread` in the session's badges, the list answering the two notifications. */
function signIn(unread: number | null, routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('authToken', 'token-1');
  jest.mocked(connectSocialSocket).mockImplementation((options) => {
    socket = options;
    return { close: jest.fn() };
  });
  const badges =
    unread === null ? null : { pendingRequests: 0, unreadMessages: 0, unreadNotifications: unread };
  return mockApi({
    ...sessionRoute(buildAccountUser(), { badges }),
    [LIST]: { body: ok({ notifications: [EPISODE, REQUEST], nextCursor: null, unread: 2 }) },
    'GET /api/friends/requests': { body: ok({ incoming: [], outgoing: [] }) },
    'GET /api/messages/conversations': { body: ok({ conversations: [] }) },
    ...routes,
  });
}

const bell = (name: RegExp | string = /^Notifications/) =>
  within(screen.getByRole('banner')).findByRole('button', { name });

describe('the notifications bell', () => {
  afterEach(() => {
    localStorage.clear();
    socket = undefined;
  });

  it("shows the session's unread count and loads the list only when opened, newest first", async () => {
    const api = signIn(2);
    renderApp('/profile');

    const button = await bell('Notifications, 2 unread');
    expect(button).toHaveTextContent('2');
    expect(api.calls(LIST)).toHaveLength(0);

    await userEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('button', { name: /unread$/ });
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Episode 5 of Frieren aired',
      'Jet Black sent you a friend request',
    ]);
    expect(items[0].querySelector('time')).toHaveTextContent('just now');
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it('marks one read on a click, then all of them', async () => {
    const api = signIn(2, {
      'PUT /api/notifications/n2/read': {
        body: ok({ notification: { ...EPISODE, readAt: new Date().toISOString() }, unread: 1 }),
      },
      'PUT /api/notifications/read-all': { body: ok({ marked: 1, unread: 0 }) },
    });
    renderApp('/profile');
    await userEvent.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('region', { name: 'Notifications' });

    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Episode 5 of Frieren aired, unread' }),
    );
    await bell('Notifications, 1 unread');
    expect(within(panel).getByRole('button', { name: 'Episode 5 of Frieren aired' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await bell('Notifications');
    expect(
      within(panel).getByRole('button', { name: 'Jet Black sent you a friend request' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(api.calls('PUT /api/notifications/read-all')).toHaveLength(1);
  });

  it('counts a pushed notification at once, and lists one on top when open', async () => {
    const accepted = notification({
      id: 'n3',
      kind: 'friend_accepted',
      anime: null,
      episode: null,
      actor: jet,
    });
    signIn(0, {
      [LIST]: { body: ok({ notifications: [accepted, EPISODE, REQUEST], nextCursor: null, unread: 3 }) },
    });
    renderApp('/profile');
    await bell('Notifications');
    await waitFor(() => expect(socket).toBeDefined());

    act(() => socket?.onPush('social.notification.created', accepted));
    await userEvent.click(await bell('Notifications, 1 unread'));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    // The list loaded after the push holds it already, with the server's count.
    await within(panel).findByRole('button', { name: 'Jet Black accepted your friend request, unread' });
    await bell('Notifications, 3 unread');

    act(() => socket?.onPush('social.notification.created', notification({ id: 'n4', episode: 6 })));
    await bell('Notifications, 4 unread');
    const items = within(panel).getAllByRole('button', { name: /unread$/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Episode 6 of Frieren aired, unread',
      'Jet Black accepted your friend request, unread',
      'Episode 5 of Frieren aired, unread',
      'Jet Black sent you a friend request, unread',
    ]);
  });

  it('loads the list at once when the session brought no count', async () => {
    const api = signIn(null);
    renderApp('/profile');
    await bell('Notifications, 2 unread');
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it('is not there for a visitor', async () => {
    mockApi({});
    renderApp('/profile');
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Sign In' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
