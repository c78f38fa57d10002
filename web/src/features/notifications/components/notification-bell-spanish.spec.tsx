import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES, type Notification } from '@tracker/contracts';

import { ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { connectSocialSocket } from '../../social/social-socket';

jest.mock('../../social/social-socket', () => ({ connectSocialSocket: jest.fn() }));

const user = buildAccountUser({ preferences: { ...DEFAULT_PREFERENCES, language: 'es' } });
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

function signedInInSpanish(unread: number, notifications: Notification[]) {
  localStorage.setItem('authToken', 'token-1');
  jest.mocked(connectSocialSocket).mockReturnValue({ close: jest.fn() });
  return mockApi({
    ...sessionRoute(user, { badges: { pendingRequests: 0, unreadMessages: 0, unreadNotifications: unread } }),
    'GET /api/notifications': { body: ok({ notifications, nextCursor: null, unread }) },
    'GET /api/friends/requests': { body: ok({ incoming: [], outgoing: [] }) },
    'GET /api/messages/conversations': { body: ok({ conversations: [] }) },
  });
}

describe('the notifications bell in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('says each notification and the unread count in Spanish', async () => {
    signedInInSpanish(3, [
      notification({ id: 'n4' }),
      notification({ id: 'n3', episode: null, readAt: new Date().toISOString() }),
      notification({ id: 'n2', kind: 'friend_request', anime: null, episode: null, actor: jet }),
      notification({ id: 'n1', kind: 'watch_next', episode: null }),
    ]);
    renderApp('/');

    const banner = screen.getByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: 'Notificaciones, 3 sin leer' }));
    const panel = await screen.findByRole('region', { name: 'Notificaciones' });
    expect(
      await within(panel).findByRole('button', { name: 'Se emitió el episodio 5 de Frieren, sin leer' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Se emitió un nuevo episodio de Frieren' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Jet Black te envió una solicitud de amistad, sin leer' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Para ver a continuación: Frieren, sin leer' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeEnabled();
  });

  it('says one unread notification in the singular, and an empty list in Spanish', async () => {
    signedInInSpanish(1, []);
    renderApp('/');

    await userEvent.click(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Notificaciones, una sin leer' }),
    );
    const panel = await screen.findByRole('region', { name: 'Notificaciones' });
    expect(await within(panel).findByText('Aún no tienes notificaciones.')).toBeInTheDocument();
  });
});
