import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { buildAnime } from '../testing/anime-factory';
import { failure, ok } from '../testing/envelope';
import { mockFetch } from '../testing/mock-fetch';
import { renderApp } from '../testing/render-app';

describe('routes', () => {
  it('renders the not-found page for an unknown path, with a way home', async () => {
    mockFetch({});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · AniTrack');
  });

  it.each([
    ['/profile', 'Configuración', 'Sign in to see your profile and settings'],
    ['/user/haruhi', 'User not found', 'This profile does not exist or is private'],
    ['/admin', 'Admin Panel', 'This page is for administrators'],
  ])('renders %s lazily with what it will hold', async (url, heading, note) => {
    mockFetch({});
    renderApp(url);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(note))).toBeInTheDocument();
  });
});

describe('anime detail route', () => {
  const bebop = buildAnime({ mal_id: 1, title: 'Cowboy Bebop', title_english: 'Cowboy Bebop' });
  const eightySix = buildAnime({ mal_id: 41457, title: '86', title_english: '86 Eighty-Six' });
  const emptySimilar = { body: ok({ items: [], strategy: 'basic' }) };
  /**
   * The page shows the title's heading once its address has settled on it, pinned to its mal_id. Asked
   * afresh at each look: settling (and a catalogue loading) render the page anew, so a heading found once
   * may already be out of the document.
   */
  const expectSettledOn = (router: ReturnType<typeof renderApp>['router'], malId: number, name: string) =>
    waitFor(() => {
      expect(router.state.location.state).toEqual({ malId });
      expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    });

  it('resolves the spec slug through the catalogue and pins the mal_id in the history entry', async () => {
    const fetchMock = mockFetch({
      '/api/database/anime/by-slug/cowboy-bebop': { body: ok(bebop) },
      '/api/database/anime/1': { body: ok(bebop) },
    });
    const { router } = renderApp('/anime/cowboy-bebop');

    await expectSettledOn(router, 1, 'Cowboy Bebop');
    expect(document.title).toBe('Cowboy Bebop · AniTrack');
    expect(router.state.location.pathname).toBe('/anime/cowboy-bebop');
    expect(router.state.location.state).toEqual({ malId: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/database/anime/by-slug/cowboy-bebop', expect.anything());
  });

  it('reads the anime by id when the link pinned its mal_id, whatever the slug resolves to', async () => {
    const sameSlug = buildAnime({ mal_id: 2, title: 'Cowboy Bebop Remaster', title_english: 'Cowboy Bebop' });
    const fetchMock = mockFetch({
      '/api/database/anime/by-slug/cowboy-bebop': { body: ok(bebop) },
      '/api/database/anime/1': { body: ok(bebop) },
      '/api/database/anime/2': { body: ok(sameSlug) },
      '/api/database/similar/1?limit=20': { body: ok({ items: [sameSlug], strategy: 'enhanced' }) },
    });
    const { router } = renderApp('/anime/cowboy-bebop?tab=similar');
    const similar = await screen.findByRole('region', { name: 'Similar titles' });
    await userEvent.click(await within(similar).findByRole('link', { name: 'Cowboy Bebop Remaster' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cowboy Bebop Remaster' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/anime/cowboy-bebop');
    expect(router.state.location.state).toEqual({ malId: 2 });
    expect(fetchMock).toHaveBeenCalledWith('/api/database/anime/2', expect.anything());
    const slugLookups = fetchMock.mock.calls.filter(([url]) => String(url).includes('/by-slug/'));
    expect(slugLookups).toHaveLength(1);
  });

  it('opens a pre-slug bookmark by its leading id and moves the address to the slug', async () => {
    const fetchMock = mockFetch({ '/api/database/anime/1': { body: ok(bebop) } });
    const { router } = renderApp('/anime/1-cowboy-bebop');

    await expectSettledOn(router, 1, 'Cowboy Bebop');
    expect(router.state.location.pathname).toBe('/anime/cowboy-bebop');
    expect(router.state.location.state).toEqual({ malId: 1 });
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('by-slug'), expect.anything());
  });

  it('reads a slug that merely starts with digits as a slug when the id names another title', async () => {
    mockFetch({
      '/api/database/anime/86': { body: ok(buildAnime({ mal_id: 86, title: 'Hungry Heart' })) },
      '/api/database/anime/by-slug/86-eighty-six': { body: ok(eightySix) },
    });
    const { router } = renderApp('/anime/86-eighty-six');

    await expectSettledOn(router, eightySix.mal_id, '86');
  });

  it('tries a bare number as a slug first, then as a pre-slug mal_id', async () => {
    mockFetch({
      '/api/database/anime/by-slug/1': { status: 404, body: failure("No anime matches the slug '1'.") },
      '/api/database/anime/1': { body: ok(bebop) },
    });
    const { router } = renderApp('/anime/1');

    await expectSettledOn(router, 1, 'Cowboy Bebop');
    expect(router.state.location.pathname).toBe('/anime/cowboy-bebop');
  });

  it.each([
    ['a slug the catalogue cannot resolve', '/anime/no-such-show'],
    ['a pre-slug link whose id and slug are both unknown', '/anime/999999-no-such-show'],
    ['a bare id the catalogue does not know', '/anime/999999'],
  ])('renders the not-found page for %s', async (_, url) => {
    mockFetch({});
    renderApp(url);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the red banner with the server text when the catalogue fails, and retries', async () => {
    mockFetch({ '/api/database/anime/5': { status: 500, body: '<html>Internal Server Error</html>' } });
    renderApp('/anime/5-some-title');

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Unable to fetch anime 5. Please try again in a moment.');
    expect(banner).toHaveTextContent('HTTP 500: Internal Server Error');

    mockFetch({
      '/api/database/anime/5': { body: ok(buildAnime({ mal_id: 5, title: 'Some Title' })) },
      '/api/database/similar/5?limit=20': emptySimilar,
    });
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Some Title' })).toBeInTheDocument();
  });

  it('names the slug in the banner when slug resolution fails', async () => {
    mockFetch({
      '/api/database/anime/by-slug/cowboy-bebop': {
        status: 500,
        body: failure('Unable to fetch anime cowboy-bebop. Please try again in a moment.'),
      },
    });
    renderApp('/anime/cowboy-bebop');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to fetch anime cowboy-bebop. Please try again in a moment.',
    );
  });
});
