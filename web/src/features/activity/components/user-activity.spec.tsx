import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';

import { AppProvider } from '../../../app/provider';
import { failure, ok } from '../../../testing/envelope';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { buildActivityEntry } from '../testing/activity-factory';
import { UserActivity } from './user-activity';

function renderActivity(limit = 5) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter>
        <UserActivity username="Haruhi" limit={limit} />
      </MemoryRouter>
    </AppProvider>,
  );
}

const ROUTE = 'GET /api/users/Haruhi/activity?limit=5';

describe('UserActivity', () => {
  afterEach(() => localStorage.clear());

  it('lists each entry newest first with its sentence, its title linked and when', async () => {
    mockApi({
      [ROUTE]: {
        body: ok({
          items: [
            buildActivityEntry({
              id: 'a4',
              kind: 'episodes_watched',
              status: null,
              episodes: { from: 3, to: 5 },
              anime: { id: 30, title: 'Neon Genesis Evangelion', image: '/covers/30.webp' },
            }),
            buildActivityEntry({
              id: 'a3',
              kind: 'episodes_watched',
              status: null,
              episodes: { from: 4, to: 4 },
            }),
            buildActivityEntry({ id: 'a2', kind: 'score_set', status: null, score: 8 }),
            buildActivityEntry({ id: 'a1', kind: 'favorite_added', status: null }),
            buildActivityEntry({
              id: 'a0',
              kind: 'status_changed',
              status: 'completed',
              at: '2026-11-03T09:00:00.000Z',
            }),
          ],
          nextCursor: 'next',
        }),
      },
    });
    renderActivity();

    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Watched episodes 3–5 of Neon Genesis Evangelion',
      'Watched episode 4 of Cowboy Bebop',
      'Scored Cowboy Bebop 8',
      'Added Cowboy Bebop to favorites',
      'Moved Cowboy Bebop to Completado',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Neon Genesis Evangelion' })).toHaveAttribute(
      'href',
      '/anime/neon-genesis-evangelion',
    );
    expect(items[0].querySelector('img')).toHaveAttribute('src', '/covers/30.webp');
    expect(within(items[1]).getByText('just now')).toBeInTheDocument();
    expect(within(items[4]).getByText('Nov 3, 2026')).toHaveAttribute('datetime', '2026-11-03T09:00:00.000Z');
  });

  it("names a title the catalogue does not know by its number, and says 'Added X to Viendo'", async () => {
    mockApi({
      [ROUTE]: {
        body: ok({
          items: [buildActivityEntry({ anime: { id: 77, title: null, image: null } })],
          nextCursor: null,
        }),
      },
    });
    renderActivity();

    const item = await screen.findByRole('listitem');
    expect(item.querySelector('p')).toHaveTextContent('Added Anime #77 to Viendo');
    expect(within(item).getByRole('link', { name: 'Anime #77' })).toHaveAttribute('href', '/anime/77');
  });

  it("says 'No activity yet.' when there is none", async () => {
    mockApi({ [ROUTE]: { body: ok({ items: [], nextCursor: null }) } });
    renderActivity();

    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('asks with the token and at most 50 entries when signed in', async () => {
    localStorage.setItem('authToken', 'token-1');
    const api = mockApi({
      ...sessionRoute(buildAccountUser({ username: 'haruhi' })),
      'GET /api/users/Haruhi/activity?limit=50': {
        body: ok({ items: [buildActivityEntry()], nextCursor: null }),
      },
    });
    renderActivity(80);

    await screen.findByRole('list', { name: 'Recent activity' });
    const [call] = api.calls('GET /api/users/Haruhi/activity?limit=50');
    expect(call?.headers.Authorization).toBe('Bearer token-1');
  });

  it('shows a failure with a retry that loads again', async () => {
    let answered = 0;
    mockApi({
      [ROUTE]: () =>
        (answered += 1) === 1
          ? { status: 404, body: failure('User not found.') }
          : { body: ok({ items: [buildActivityEntry()], nextCursor: null }) },
    });
    renderActivity();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load activity');
    expect(alert).toHaveTextContent('User not found.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Recent activity' })).toBeInTheDocument();
  });
});
