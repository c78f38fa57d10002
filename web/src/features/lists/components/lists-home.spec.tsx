import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { buildAnime } from '../../../testing/anime-factory';
import { ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';
import { batchRoute, buildEntry, signedInListRoutes } from '../testing/lists-api-kit';

const season = (anime = [buildAnime({ mal_id: 101, title: 'Season Hit' })]) => ({
  'GET /api/database/current-season?page=1': {
    body: ok({
      items: anime,
      page: 1,
      hasNext: false,
      total: anime.length,
      season: 'fall',
      year: 2026,
      calendar: { season: 'fall', year: 2026 },
    }),
  },
});

const failureReply = (error: string, status = 500) => ({
  status,
  body: { success: false, data: null, error },
});

describe('lists on the home page', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows anonymous visitors a login prompt in the quick-access panel and no card controls', async () => {
    mockApi(season());
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Quick Access' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sign in to your account');
    await screen.findByText('Season Hit');
    expect(screen.queryByRole('button', { name: /favorites$/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Home views' })).getByRole('button', { name: 'Favorites' }),
    ).toBeInTheDocument();
  });

  it('greets a signed-in user with tab counts, 6 of the titles, a score badge and watching progress', async () => {
    const anime = Array.from({ length: 8 }, (_, index) =>
      buildAnime({ mal_id: 200 + index, title: `Watching ${index + 1}`, episodes: 12 }),
    );
    const entries = anime.map((item, index) =>
      buildEntry({
        animeId: item.mal_id,
        status: 'watching',
        episodesWatched: index === 0 ? 3 : 0,
        score: index === 0 ? 9 : null,
        updatedAt: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
      }),
    );
    mockApi({
      ...season(),
      ...signedInListRoutes({ entries }),
      ...batchRoute(anime.slice(0, 5)),
      ...batchRoute(anime.slice(5)),
    });
    renderApp('/');

    const panel = await screen.findByRole('region', { name: 'Welcome back, Rin Tohsaka!' });
    expect(await within(panel).findByRole('tab', { name: 'Viendo (8)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(panel).getByRole('tab', { name: 'Completado (0)' })).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'Watching 1' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    expect(within(panel).getByText('3/12')).toBeInTheDocument();
    expect(
      within(panel).getByRole('progressbar', { name: 'Episodes watched of Watching 1' }),
    ).toHaveAttribute('value', '3');
    expect(within(panel).getByText('9.0')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Ver todos (8)' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(panel).getByRole('button', { name: 'Ver menos' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
  });

  describe('from the one session read', () => {
    const anime = Array.from({ length: 7 }, (_, index) =>
      buildAnime({ mal_id: 300 + index, title: `Watching ${index + 1}` }),
    );
    const entries = anime.map((item, index) =>
      buildEntry({
        animeId: item.mal_id,
        status: 'watching',
        updatedAt: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
      }),
    );
    const userDataCalls = (api: ReturnType<typeof mockApi>) =>
      api.requests
        .map((request) => request.url)
        .filter((url) => url.startsWith('/api/auth/') || url.startsWith('/api/database/anime/batch'));

    it('shows the counts and the watching titles it brought, asking for nothing more', async () => {
      const api = mockApi({
        ...season(),
        ...signedInListRoutes({ entries, watchingTitles: { items: anime, missingIds: [] } }),
      });
      renderApp('/');
      const panel = await screen.findByRole('region', { name: 'Welcome back, Rin Tohsaka!' });

      expect(within(panel).getByRole('tab', { name: 'Viendo (7)' })).toBeInTheDocument();
      expect(await within(panel).findByRole('link', { name: 'Watching 1' })).toBeInTheDocument();
      expect(userDataCalls(api)).toEqual(['/api/auth/session']);
    });

    it('fetches only the group of titles it did not cover', async () => {
      const api = mockApi({
        ...season(),
        ...signedInListRoutes({ entries, watchingTitles: { items: anime.slice(0, 5), missingIds: [] } }),
        ...batchRoute(anime.slice(5)),
      });
      renderApp('/');
      const panel = await screen.findByRole('region', { name: 'Welcome back, Rin Tohsaka!' });
      await userEvent.click(await within(panel).findByRole('button', { name: 'Ver todos (7)' }));

      expect(await within(panel).findByRole('link', { name: 'Watching 7' })).toBeInTheDocument();
      expect(userDataCalls(api)).toEqual(['/api/auth/session', '/api/database/anime/batch?ids=305,306']);
    });

    it('loads the lists on their own when it came without them', async () => {
      const api = mockApi({
        ...season(),
        ...signedInListRoutes({ entries }),
        ...sessionRoute(buildAccountUser(), { listData: null, watchingTitles: null }),
        ...batchRoute(anime.slice(0, 5)),
      });
      renderApp('/');
      const panel = await screen.findByRole('region', { name: 'Welcome back, Rin Tohsaka!' });

      expect(await within(panel).findByRole('tab', { name: 'Viendo (7)' })).toBeInTheDocument();
      expect(await within(panel).findByRole('link', { name: 'Watching 1' })).toBeInTheDocument();
      expect(api.calls('GET /api/auth/anime-lists')).toHaveLength(1);
    });
  });

  it('offers the search box from an empty tab', async () => {
    mockApi({ ...season(), ...signedInListRoutes() });
    renderApp('/');
    const panel = await screen.findByRole('region', { name: 'Welcome back, Rin Tohsaka!' });

    await userEvent.click(within(panel).getByRole('tab', { name: 'Completado (0)' }));
    expect(within(panel).getByText('No anime in Completado yet.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Search anime' }));
    expect(screen.getByRole('combobox', { name: 'Search anime' })).toHaveFocus();
  });

  it('adds a title from its card as Viendo, and removes it by choosing Viendo again', async () => {
    const api = mockApi({
      ...season(),
      ...signedInListRoutes(),
      'POST /api/auth/anime-lists': { body: ok({ entry: buildEntry({ animeId: 101, status: 'watching' }) }) },
      'DELETE /api/auth/anime-lists/101/watching': { body: ok({ entry: null }) },
    });
    renderApp('/');
    const card = (await screen.findByText('Season Hit')).closest('article') as HTMLElement;

    await userEvent.click(within(card).getByRole('button', { name: 'List status of Season Hit: none' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Viendo' }));
    expect(api.calls('POST /api/auth/anime-lists')[0].body).toEqual({ animeId: 101, status: 'watching' });
    expect(
      await within(card).findByRole('button', { name: 'List status of Season Hit: Viendo' }),
    ).toHaveFocus();
    expect(await screen.findByRole('tab', { name: 'Viendo (1)' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'List status of Season Hit: Viendo' }));
    expect(within(card).getByRole('button', { name: 'Viendo' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(card).getByRole('button', { name: 'Viendo' }));
    expect(api.calls('DELETE /api/auth/anime-lists/101/watching')).toHaveLength(1);
    expect(await screen.findByRole('tab', { name: 'Viendo (0)' })).toBeInTheDocument();
  });

  it("rolls a failed heart back and says 'Failed to remove from list'", async () => {
    mockApi({
      ...season(),
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 101, isFavorite: true })] }),
      'DELETE /api/auth/anime-lists/101/favorite': failureReply('down'),
    });
    renderApp('/');
    const heart = await screen.findByRole('button', { name: 'Remove Season Hit from favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(heart);

    expect(await screen.findByText('Failed to remove from list')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Remove Season Hit from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('lists across the app', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('counts the favorites on the toolbar button for a signed-in user only', async () => {
    mockApi({
      ...season(),
      ...signedInListRoutes({
        entries: [buildEntry({ animeId: 1, isFavorite: true }), buildEntry({ animeId: 2, isFavorite: true })],
      }),
    });
    renderApp('/');
    const toolbar = screen.getByRole('group', { name: 'Home views' });

    expect(await within(toolbar).findByRole('button', { name: 'Favorites 2' })).toBeInTheDocument();
  });

  it('puts the heart on each search suggestion, which saves without opening the title', async () => {
    const hit = buildAnime({ mal_id: 601, title: 'Suggested Show' });
    const api = mockApi({
      ...season(),
      ...signedInListRoutes(),
      'GET /api/database/search?q=sugg&limit=8': { body: ok({ items: [hit], page: 1, hasNext: false }) },
      'POST /api/auth/anime-lists': { body: ok({ entry: buildEntry({ animeId: 601, isFavorite: true }) }) },
    });
    const { router } = renderApp('/');
    await screen.findByRole('region', { name: 'Welcome back, Rin Tohsaka!' });

    await userEvent.type(screen.getByRole('combobox', { name: 'Search anime' }), 'sugg');
    const suggestions = await screen.findByRole('listbox', { name: 'Anime suggestions' });

    await userEvent.click(
      within(suggestions).getByRole('button', { name: 'Add Suggested Show to favorites' }),
    );

    expect(api.calls('POST /api/auth/anime-lists')[0].body).toEqual({ animeId: 601, status: 'favorite' });
    expect(
      within(suggestions).getByRole('button', { name: 'Remove Suggested Show from favorites' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('forgets the lists on logout and shows the login prompt again', async () => {
    mockApi({
      ...season(),
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 101, status: 'watching' })] }),
      'POST /api/auth/logout': { body: ok(null) },
    });
    renderApp('/');
    await screen.findByRole('tab', { name: 'Viendo (1)' });

    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Rin Tohsaka' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('region', { name: 'Quick Access' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /List status of/ })).not.toBeInTheDocument();
  });
});

describe('the favorites and watch next modes', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('list the favorites as cards', async () => {
    const favorite = buildAnime({ mal_id: 301, title: 'Loved One' });
    mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 301, isFavorite: true })] }),
      ...batchRoute([favorite]),
    });
    renderApp('/?view=favorites');

    expect(await screen.findByRole('link', { name: 'Loved One' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Loved One from favorites' })).toBeInTheDocument();
  });

  it('say so when there are no favorites', async () => {
    mockApi(signedInListRoutes());
    renderApp('/?view=favorites');

    expect(
      await screen.findByText(
        'No favorites yet! Add some anime to your favorites by clicking the heart icon.',
      ),
    ).toBeInTheDocument();
  });

  it("show 'Failed to load favorites' when the titles cannot be loaded", async () => {
    mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 301, isFavorite: true })] }),
      'GET /api/database/anime/batch?ids=301': failureReply('gone', 400),
    });
    renderApp('/?view=favorites');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load favorites');
  });

  it('show the recommendations of the signed-in user', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    mockApi({
      ...signedInListRoutes(),
      'GET /api/recommendations/user-1?t=1800000000000': {
        body: ok([buildAnime({ mal_id: 401, title: 'Next Up' })]),
      },
    });
    renderApp('/?view=watch-next');

    expect(await screen.findByRole('link', { name: 'Next Up' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it.each([
    ['fails', failureReply('down')],
    ['answers success false', { status: 200, body: { success: false, data: null, error: null } }],
  ])('show the recommendations failure when the call %s', async (_, reply) => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    mockApi({ ...signedInListRoutes(), 'GET /api/recommendations/user-1?t=1800000000000': reply });
    renderApp('/?view=watch-next');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load personalized recommendations. Please try again.',
    );
    jest.restoreAllMocks();
  });

  it('show the failure, never the empty message, when the recommendations answer 503 to a user with lists', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    mockApi({
      ...signedInListRoutes({ entries: [buildEntry({ animeId: 301, status: 'completed' })] }),
      'GET /api/recommendations/user-1?t=1800000000000': failureReply(
        'The catalogue could not suggest titles right now. Please try again in a moment.',
        503,
      ),
      ...batchRoute([buildAnime({ mal_id: 301 })]),
    });
    renderApp('/?view=watch-next');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load personalized recommendations. Please try again.',
    );
    expect(screen.queryByText(/No recommendations yet/)).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it.each([
    [
      'nothing',
      [],
      'No recommendations yet. Add some anime to your lists to get personalized recommendations.',
    ],
    [
      'a title',
      [buildEntry({ animeId: 301, status: 'completed' })],
      'No recommendations yet. Titles like yours will appear here as the catalogue learns more about them.',
    ],
  ])('tell a user with %s on the lists why there are no recommendations', async (_, entries, message) => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    mockApi({
      ...signedInListRoutes({ entries }),
      'GET /api/recommendations/user-1?t=1800000000000': { body: ok([]) },
      ...batchRoute([buildAnime({ mal_id: 301 })]),
    });
    renderApp('/?view=watch-next');

    expect(await screen.findByText(message)).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
