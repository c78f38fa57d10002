import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES } from '@tracker/contracts';

import { ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';

const user = buildAccountUser({ preferences: { ...DEFAULT_PREFERENCES, language: 'es' } });

function renderProfileInSpanish() {
  localStorage.setItem('authToken', 'token-1');
  mockApi({
    ...sessionRoute(user),
    'GET /api/auth/api-tokens': {
      body: ok({
        items: [
          {
            id: 'token-1',
            name: 'backup',
            scope: 'read',
            prefix: 'at_abcd',
            createdAt: '2026-03-05T10:00:00.000Z',
            lastUsedAt: null,
          },
        ],
      }),
    },
    'GET /api/auth/calendar-feed': { body: ok({ path: '/api/calendar/feed-token.ics' }) },
  });
  renderApp('/profile');
}

const region = (name: string) => screen.getByRole('region', { name });

describe('/profile in Spanish', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the upload's preview needs one.
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => localStorage.clear());

  it('shows every section in Spanish, dates in Spanish and the spec statuses as written', async () => {
    renderProfileInSpanish();

    expect(await screen.findByRole('region', { name: 'Preferencias' })).toBeInTheDocument();
    for (const name of ['Perfil', 'Estadísticas', 'Seguridad', 'Tokens de API', 'Importar y exportar listas'])
      expect(region(name)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Calendario' })).toBeInTheDocument();

    expect(within(region('Perfil')).getByRole('link', { name: 'Ver perfil público' })).toBeInTheDocument();
    expect(within(region('Estadísticas')).getByText('Anime en total')).toBeInTheDocument();
    expect(within(region('Estadísticas')).getByText('Viendo')).toBeInTheDocument();
    expect(within(region('Seguridad')).getByLabelText('Contraseña actual')).toBeInTheDocument();
    const tokens = region('Tokens de API');
    expect(await within(tokens).findByRole('cell', { name: 'Solo lectura' })).toBeInTheDocument();
    expect(within(tokens).getByRole('cell', { name: 'Nunca' })).toBeInTheDocument();
    expect(within(tokens).getByRole('cell', { name: /^5 mar 2026/ })).toBeInTheDocument();
    expect(within(tokens).getByRole('button', { name: 'Revocar backup' })).toBeInTheDocument();
    expect(within(region('Calendario')).getByLabelText('Dirección del calendario')).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('combobox', { name: 'Idioma' }),
    ).toHaveDisplayValue('Español');
  });

  it('says in Spanish that an upload needs a signed-in user when the token is gone', async () => {
    renderProfileInSpanish();
    await screen.findByRole('region', { name: 'Perfil' });
    localStorage.removeItem('authToken');

    await userEvent.upload(
      within(region('Perfil')).getByLabelText('Cambiar avatar'),
      new File(['png bytes'], 'me.png', { type: 'image/png' }),
    );

    expect(await within(region('Perfil')).findByRole('alert')).toHaveTextContent('No has iniciado sesión');
  });
});
