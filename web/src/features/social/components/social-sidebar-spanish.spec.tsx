import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../i18n/use-translation';
import { ok } from '../../../testing/envelope';
import { mockApi } from '../../auth/testing/mock-api';
import { seedSocialBadges } from '../api/social-badges';
import { connectSocialSocket } from '../social-socket';
import {
  buildConversation,
  buildFriend,
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

/** The sidebar in Spanish: Faye a friend online with two unread messages, and Jet's request pending. */
async function renderInSpanish() {
  jest.mocked(connectSocialSocket).mockReturnValue({ close: jest.fn() });
  mockApi({
    'GET /api/friends': { body: ok({ friends: [buildFriend(faye, CONVERSATION_ID, true)] }) },
    'GET /api/friends/requests': { body: ok({ incoming: [buildRequest(jet)], outgoing: [] }) },
    'GET /api/messages/conversations': {
      body: ok({ conversations: [buildConversation({ unreadCount: 2 })] }),
    },
    [`GET /api/messages/conversations/${CONVERSATION_ID}/messages`]: {
      body: ok({ messages: [], nextCursor: null }),
    },
    [`PUT /api/messages/conversations/${CONVERSATION_ID}/read`]: {
      body: ok({ conversation: buildConversation({ unreadCount: 0 }) }),
    },
  });
  await act(() => changeLanguage('es'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedSocialBadges(queryClient, ME, { pendingRequests: 1, unreadMessages: 2, unreadNotifications: 0 });
  render(
    <QueryClientProvider client={queryClient}>
      <SocialSidebar userId={ME} />
    </QueryClientProvider>,
  );
}

describe('the friends sidebar in Spanish', () => {
  it('lists friends and requests in Spanish', async () => {
    await renderInSpanish();

    await userEvent.click(screen.getByRole('button', { name: 'Amigos y mensajes, 3 novedades' }));
    const sidebar = screen.getByRole('complementary', { name: 'Amigos' });
    expect(within(sidebar).getByRole('heading', { name: 'Amigos' })).toBeInTheDocument();
    expect(
      await within(sidebar).findByRole('button', { name: 'Faye, en línea, 2 mensajes sin leer' }),
    ).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Opciones de Faye' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('searchbox', { name: 'Buscar usuarios' })).toBeInTheDocument();

    await userEvent.click(within(sidebar).getByRole('tab', { name: /^Solicitudes/ }));
    expect(within(sidebar).getByRole('heading', { name: 'Recibidas' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Aceptar a Jet' })).toHaveTextContent('Aceptar');
    expect(within(sidebar).getByRole('button', { name: 'Rechazar a Jet' })).toHaveTextContent('Rechazar');
  });

  it('opens a conversation and the friend menu in Spanish', async () => {
    await renderInSpanish();

    await userEvent.click(screen.getByRole('button', { name: /^Amigos y mensajes/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Opciones de Faye' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Bloquear' }));
    const dialog = screen.getByRole('dialog', { name: '¿Bloquear a Faye?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await userEvent.click(screen.getByRole('button', { name: /^Faye, en línea/ }));
    const conversation = screen.getByRole('region', { name: 'Conversación con Faye' });
    expect(await within(conversation).findByText('Aún no hay mensajes. ¡Saluda!')).toBeInTheDocument();
    expect(within(conversation).getByRole('button', { name: 'Volver a amigos' })).toBeInTheDocument();
    expect(within(conversation).getByPlaceholderText('Escribe un mensaje')).toBeInTheDocument();
    expect(within(conversation).getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });
});
