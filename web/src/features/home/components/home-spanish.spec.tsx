import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnimeSearchRequest } from '@tracker/contracts';

import { buildAnime } from '../../../testing/anime-factory';
import { ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { searchQueryString } from '../../anime/api/search-anime';

const searchUrl = (params: AnimeSearchRequest) =>
  `/api/database/search?${searchQueryString({ ...params, limit: 25, page: 1 })}`;

function mockHome() {
  const hit = buildAnime({
    title: 'Season Hit',
    episodes: 12,
    score: 8.25,
    status: 'Currently Airing',
    synopsis: 'A'.repeat(150),
    genres: [1, 2, 3].map((id) => ({ mal_id: id, type: 'anime', name: `Genre ${id}`, url: '' })),
  });
  return mockFetch({
    '/api/database/current-season?page=1': {
      body: ok({
        items: [hit],
        page: 1,
        hasNext: false,
        total: 1,
        season: 'summer',
        year: 2026,
        calendar: { season: 'fall', year: 2026 },
      }),
    },
    '/api/database/top?page=1': { body: ok({ items: [], page: 1, hasNext: false, total: 0 }) },
    [searchUrl({ type: 'movie', order_by: 'title', sort: 'desc' })]: {
      body: ok({ items: [hit], page: 1, hasNext: false, total: 1 }),
    },
  });
}

describe('home in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('shows the sections, the cards and the filters in Spanish', async () => {
    localStorage.setItem('language', 'es');
    mockHome();
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Temporada actual' })).toBeInTheDocument();
    expect(
      await screen.findByText('Aún no hay títulos de Otoño 2026 · la última: Verano 2026'),
    ).toBeInTheDocument();
    const card = screen.getByTestId('anime-card');
    expect(within(card).getByText('12 eps.')).toBeInTheDocument();
    expect(within(card).getByText('8,3')).toBeInTheDocument();
    expect(within(card).getByText('En emisión')).toBeInTheDocument();
    expect(within(card).getByText('+1 más')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Leer más' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TOP Anime' })).toBeInTheDocument();
    expect(
      await screen.findByText('Ningún título tiene aún puntuación, así que no se puede clasificar ninguno.'),
    ).toBeInTheDocument();

    const views = screen.getByRole('group', { name: 'Vistas de inicio' });
    await userEvent.click(within(views).getByRole('button', { name: 'Filtros' }));
    const filters = screen.getByRole('region', { name: 'Filtros' });
    await userEvent.selectOptions(within(filters).getByLabelText('Tipo'), 'Película');
    await userEvent.selectOptions(within(filters).getByLabelText('Ordenar por'), 'Título');
    await userEvent.selectOptions(within(filters).getByLabelText('Orden'), 'Descendente');

    const chips = within(filters).getByRole('list', { name: 'Filtros activos' });
    expect(within(chips).getByRole('button', { name: 'Quitar el filtro Tipo Película' })).toBeInTheDocument();
    expect(
      within(chips).getByRole('button', { name: 'Quitar el filtro Ordenar por Título (Descendente)' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 resultado')).toHaveAttribute('role', 'status');
  });
});
