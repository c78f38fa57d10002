import 'fake-indexeddb/auto';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES, type PublicUser } from '@tracker/contracts';
import { defaultDashboardConfig } from '@tracker/domain';
import { IDBFactory } from 'fake-indexeddb';

import { ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { startCatalogueSession } from '../../catalogue-fallback/catalogue-session';
import { serverMode } from '../storage/server-mode';

const haruhi: PublicUser = {
  id: 'user-1',
  username: 'haruhi',
  displayName: 'Haruhi Suzumiya',
  avatar_url: null,
  banner_url: null,
  createdAt: '2026-03-14T10:00:00.000Z',
  showFavorites: true,
};
const SAVED = defaultDashboardConfig('user-1', '2026-11-20T10:00:00.000Z');

function visitInSpanish() {
  localStorage.setItem('authToken', 'token-1');
  mockApi({
    ...sessionRoute(
      buildAccountUser({ username: 'haruhi', preferences: { ...DEFAULT_PREFERENCES, language: 'es' } }),
    ),
    'GET /api/users/haruhi': { body: ok({ user: haruhi }) },
    'GET /api/users/haruhi/dashboard-config': { body: ok({ config: SAVED }) },
  });
  renderApp('/user/haruhi');
}

describe('the profile dashboard in Spanish', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    startCatalogueSession();
    serverMode.reset();
  });
  afterEach(() => localStorage.clear());

  it("names the widgets and Edit mode's controls in Spanish", async () => {
    visitInSpanish();

    expect(await screen.findByRole('article', { name: 'Anime favoritos' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Resumen de estadísticas' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Actividad reciente' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Editar panel' }));
    const toolbar = await screen.findByRole('group', { name: 'Edición del panel' });
    expect(within(toolbar).getByRole('button', { name: 'Añadir widget' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Restablecer predeterminado' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Mover Resumen de estadísticas hacia arriba' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Más ancho: Resumen de estadísticas' })).toHaveTextContent(
      'Más ancho',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Configurar Resumen de estadísticas' }));
    const dialog = screen.getByRole('dialog', { name: 'Configurar Resumen de estadísticas' });
    expect(within(dialog).getByRole('group', { name: 'Cifras' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Episodios vistos' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Mostrar gráfico' })).toBeInTheDocument();
  });

  it('says in Spanish why a move cannot happen, naming the widgets in Spanish', async () => {
    visitInSpanish();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar panel' }));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Mover Resumen de estadísticas hacia arriba' }),
    );
    expect(
      await screen.findByText('Resumen de estadísticas taparía Personajes favoritos: mueve primero ese.'),
    ).toHaveAttribute('role', 'status');
  });
});
