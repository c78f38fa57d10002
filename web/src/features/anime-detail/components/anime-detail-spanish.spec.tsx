import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TIMEZONE_STORAGE_KEY } from '../../../config/timezones';
import { ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { buildEpisodes, buildStarlitCartographers, episodePage } from '../testing/detail-resources.factory';

const anime = buildStarlitCartographers();

function renderDetailInSpanish() {
  localStorage.setItem('language', 'es');
  localStorage.setItem(TIMEZONE_STORAGE_KEY, 'Asia/Tokyo');
  mockFetch({
    '/api/database/anime/by-slug/starlit-cartographers': { body: ok(anime) },
    '/api/database/anime/90001': { body: ok(anime) },
    '/api/anime/90001/episodes?page=1': { body: ok(episodePage(buildEpisodes(12), 1, 1, 12)) },
    '/api/anime/90001/staff': { status: 503, body: { success: false, data: null, error: 'Upstream down' } },
  });
  renderApp('/anime/starlit-cartographers');
}

describe('AnimeDetailPage in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('shows the record, its tabs and their states in Spanish, numbers and dates included', async () => {
    renderDetailInSpanish();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hoshizu no Sokuryoushi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('puntuado por 184.320 usuarios')).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'También conocido como': 'Hoshisoku',
      Miembros: '512.040',
      Estado: 'Finalizado',
      Temporada: 'Primavera 2019',
      Horario: 'los sábados a las 23:30 (JST)',
    });
    expect(screen.getByRole('region', { name: 'Sinopsis' })).toBeInTheDocument();

    const tabs = screen.getByRole('tablist', { name: 'Sobre Hoshizu no Sokuryoushi' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Episodios',
      'Relaciones',
      'Similares',
      'Personajes',
      'Equipo',
      'Estadísticas',
      'Temas',
      'Enlaces',
    ]);
    expect(await screen.findByRole('region', { name: 'Episodios' })).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Equipo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al obtener el equipo del anime 90001. Vuelve a intentarlo en un momento.',
    );
  });
});
