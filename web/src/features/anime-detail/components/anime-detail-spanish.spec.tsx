import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { TIMEZONE_STORAGE_KEY } from '../../../config/timezones';
import { ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import {
  buildEpisodes,
  buildRelations,
  buildStarlitCartographers,
  episodePage,
} from '../testing/detail-resources.factory';

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

/** Relations' own endpoint: Jikan's body inside the envelope. */
const served = (data: unknown) => ok({ data, source: 'upstream' });

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
      // The public database's names through the catalogue; one it does not know (Seafaring) as it came.
      Tipo: 'TV',
      Origen: 'Manga',
      'Clasificación por edad': 'PG-13 - Adolescentes de 13 años o más',
      Géneros: 'Aventura, Drama, Fantasía',
      Temáticas: 'Seafaring',
      Demografía: 'Shounen',
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

  it('names the relations in Spanish, the franchise’s spelling of them included', async () => {
    localStorage.setItem('language', 'es');
    mockFetch({
      '/api/database/anime/by-slug/starlit-cartographers': { body: ok(anime) },
      '/api/database/anime/90001': { body: ok(anime) },
      '/api/anime/90001/relations': { body: served(buildRelations()) },
      '/api/anime/90001/franchise': {
        body: ok({
          malIds: [90001, 90002],
          groups: [
            {
              relation: 'Side story',
              entries: [{ mal_id: 90002, type: 'anime', name: 'Minato no Akari', year: 2019 }],
            },
          ],
        }),
      },
    });
    renderApp('/anime/starlit-cartographers?tab=relations');

    const relations = await screen.findByRole('region', { name: 'Relaciones' });
    await within(relations).findByText('Adaptación');
    expect(
      within(relations)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Adaptación', 'Secuela', 'Historia paralela']);
    const franchise = screen.getByRole('region', { name: 'Franquicia' });
    expect(await within(franchise).findByText('Historia paralela')).toBeInTheDocument();
  });
});
