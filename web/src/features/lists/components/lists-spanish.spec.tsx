import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES } from '@tracker/contracts';

import { ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildStarlitCartographers } from '../../anime-detail/testing/detail-resources.factory';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { buildEntry, signedInListRoutes } from '../testing/lists-api-kit';

const user = buildAccountUser({ preferences: { ...DEFAULT_PREFERENCES, language: 'es' } });
const anime = buildStarlitCartographers();
const detailRoutes = {
  'GET /api/database/anime/by-slug/starlit-cartographers': { body: ok(anime) },
  'GET /api/database/anime/90001': { body: ok(anime) },
};
const failureReply = { status: 500, body: { success: false, data: null, error: 'down' } };

function signedInInSpanish(routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('authToken', 'token-1');
  return mockApi({ ...sessionRoute(user), ...routes });
}

describe('the lists in Spanish', () => {
  afterEach(() => localStorage.clear());

  it("greets the user on home with their lists' tabs in Spanish", async () => {
    signedInInSpanish();
    renderApp('/');

    expect(await screen.findByRole('heading', { name: '¡Hola de nuevo, Rin Tohsaka!' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Tus listas' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Viendo (0)', 'Planificar Ver (0)', 'Completado (0)', 'En Pausa (0)']);
    expect(screen.getByText('Aún no hay anime en Viendo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar anime' })).toBeInTheDocument();
  });

  it("labels the detail page's list controls in Spanish", async () => {
    signedInInSpanish({
      'GET /api/database/anime/by-slug/starlit-cartographers': { body: ok(anime) },
      'GET /api/database/anime/90001': { body: ok(anime) },
    });
    renderApp('/anime/starlit-cartographers');

    const mine = await screen.findByRole('region', { name: 'Tu lista' });
    expect(within(mine).getByLabelText('Estado')).toHaveDisplayValue('En ninguna lista');
    expect(within(mine).getByLabelText('Tu puntuación')).toHaveDisplayValue('Sin puntuación');
    expect(within(mine).getByLabelText('Veces revisto')).toBeInTheDocument();
    expect(within(mine).getByRole('checkbox', { name: 'Entrada privada' })).toBeInTheDocument();
    expect(
      within(mine).getByRole('button', { name: 'Añadir Hoshizu no Sokuryoushi a favoritos' }),
    ).toBeInTheDocument();
    expect(within(mine).getByRole('region', { name: 'Tus episodios' })).toHaveTextContent('0/12 vistos');
    expect(within(mine).getByRole('checkbox', { name: 'Episodio 1' })).toBeInTheDocument();
  });

  it('says in Spanish that a title could not be taken off a list', async () => {
    const entries = [buildEntry({ animeId: 90001, status: 'watching', isFavorite: true })];
    mockApi({
      ...detailRoutes,
      ...signedInListRoutes({ entries, user }),
      'DELETE /api/auth/anime-lists/90001/favorite': failureReply,
    });
    renderApp('/anime/starlit-cartographers');
    const mine = await screen.findByRole('region', { name: 'Tu lista' });

    await userEvent.click(
      await within(mine).findByRole('button', { name: 'Quitar Hoshizu no Sokuryoushi de favoritos' }),
    );

    expect(await within(mine).findByRole('alert')).toHaveTextContent('No se pudo quitar de la lista');
  });

  it('says in Spanish that an episode could not be marked', async () => {
    mockApi({
      ...detailRoutes,
      ...signedInListRoutes({ user }),
      'POST /api/auth/episode-progress': failureReply,
    });
    renderApp('/anime/starlit-cartographers');
    const mine = await screen.findByRole('region', { name: 'Tu lista' });

    await userEvent.click(within(mine).getByRole('checkbox', { name: 'Episodio 1' }));

    expect(await within(mine).findByRole('alert')).toHaveTextContent(
      'No se pudo actualizar el progreso de episodios',
    );
  });
});
