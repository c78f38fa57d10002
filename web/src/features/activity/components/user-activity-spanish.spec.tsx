import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { AppProvider } from '../../../app/provider';
import { ok } from '../../../testing/envelope';
import { mockApi } from '../../auth/testing/mock-api';
import { activitySentence, activityTime } from '../activity-text';
import { buildActivityEntry } from '../testing/activity-factory';
import { UserActivity } from './user-activity';

const ROUTE = 'GET /api/users/Haruhi/activity?limit=5';

function renderInSpanish(items: ReturnType<typeof buildActivityEntry>[]) {
  mockApi({ [ROUTE]: { body: ok({ items, nextCursor: null }) } });
  localStorage.setItem('language', 'es');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter>
        <UserActivity username="Haruhi" limit={5} />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('activity in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('says each entry and when in Spanish', async () => {
    renderInSpanish([
      buildActivityEntry({ id: 'a5', kind: 'added', status: 'watching' }),
      buildActivityEntry({ id: 'a4', kind: 'episodes_watched', status: null, episodes: { from: 3, to: 5 } }),
      buildActivityEntry({ id: 'a3', kind: 'episodes_watched', status: null, episodes: { from: 4, to: 4 } }),
      buildActivityEntry({ id: 'a2', kind: 'score_set', status: null, score: 8 }),
      buildActivityEntry({
        id: 'a1',
        kind: 'favorite_added',
        status: null,
        anime: { id: 77, title: null, image: null },
        at: '2026-11-03T09:00:00.000Z',
      }),
    ]);

    const list = await screen.findByRole('list', { name: 'Actividad reciente' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Añadió Cowboy Bebop a Viendo',
      'Vio los episodios 3–5 de Cowboy Bebop',
      'Vio el episodio 4 de Cowboy Bebop',
      'Puntuó Cowboy Bebop con un 8',
      'Añadió Anime n.º 77 a favoritos',
    ]);
    expect(within(items[0]).getByText('ahora mismo')).toBeInTheDocument();
    expect(within(items[4]).getByText('3 nov 2026')).toBeInTheDocument();
  });

  it('says an empty history in Spanish', async () => {
    renderInSpanish([]);
    expect(await screen.findByText('Aún no hay actividad.')).toBeInTheDocument();
  });

  it('builds Spanish sentences and times when asked for Spanish, whatever is shown', () => {
    const { lead, trail } = activitySentence(
      buildActivityEntry({ kind: 'status_changed', status: 'completed' }),
      'es',
    );
    expect(`${lead}X${trail}`).toBe('Movió X a Completado');
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    expect(activityTime('2026-11-28T09:00:00.000Z', now, 'es')).toBe('hace 3 horas');
    expect(activityTime('2026-11-27T10:00:00.000Z', now, 'es')).toBe('ayer');
  });
});
