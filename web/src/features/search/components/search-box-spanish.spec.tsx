import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Anime } from '@tracker/contracts';

import { buildAnime } from '../../../testing/anime-factory';
import { ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

const searchUrl = (q: string) => `/api/database/search?${new URLSearchParams({ q, limit: '8' })}`;
const answer = (items: Anime[]) => ({ body: ok({ items, page: 1, hasNext: false }) });

describe('SearchBox in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('labels the box, its suggestions and their statuses in Spanish', async () => {
    localStorage.setItem('language', 'es');
    mockFetch({
      [searchUrl('frieren')]: answer([
        buildAnime({ mal_id: 52991, title: 'Sousou no Frieren', type: 'TV', status: 'Finished Airing' }),
      ]),
      [searchUrl('zzz')]: answer([]),
    });
    renderApp('/not-a-page');
    const box = await screen.findByRole('combobox', { name: 'Buscar anime' });
    expect(box).toHaveAttribute('placeholder', 'Buscar anime...');

    await userEvent.type(box, 'frieren');

    const suggestions = await screen.findByRole('listbox', { name: 'Sugerencias de anime' });
    expect(within(suggestions).getByRole('option')).toHaveTextContent('Finalizado');
    expect(screen.getByRole('button', { name: 'Ver todos los resultados de «frieren»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar el texto de búsqueda' })).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('No se ha encontrado ningún anime')).toBeInTheDocument();
    expect(screen.getByText('Prueba con otro término de búsqueda')).toBeInTheDocument();
  });
});
