import { screen } from '@testing-library/react';

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
    ['/profile', 'Configuración', 'You need to be signed in'],
    ['/user/haruhi', '@haruhi', 'Anyone can view a public profile'],
    ['/admin', 'Admin Panel', 'Only signed-in administrators'],
  ])('renders %s lazily with what it will hold', async (url, heading, note) => {
    mockFetch({});
    renderApp(url);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(note))).toBeInTheDocument();
  });
});

describe('anime detail route', () => {
  it('shows the anime whose mal_id prefixes the slug', async () => {
    const fetchMock = mockFetch({
      '/api/database/anime/1': {
        body: ok(
          buildAnime({
            mal_id: 1,
            title: 'Cowboy Bebop',
            type: 'TV',
            status: 'Finished Airing',
            year: 1998,
            episodes: 26,
            external: [{ name: 'Official Site', url: 'https://www.cowboy-bebop.net/' }],
          }),
        ),
      },
    });
    renderApp('/anime/1-cowboy-bebop');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cowboy Bebop' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/database/anime/1', expect.anything());
    expect(screen.getByText('TV')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('1998')).toBeInTheDocument();
    expect(screen.getByText('26')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MyAnimeList' })).toHaveAttribute(
      'href',
      'https://myanimelist.net/anime/1',
    );
    expect(screen.getByRole('link', { name: 'Official Site' })).toHaveAttribute(
      'href',
      'https://www.cowboy-bebop.net/',
    );
  });

  it('renders the not-found page when the catalogue does not know the anime', async () => {
    mockFetch({ '/api/database/anime/999999': { status: 404, body: failure('Anime 999999 not found') } });
    renderApp('/anime/999999');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('renders the not-found page for a slug without a mal_id until slug resolution exists', async () => {
    const fetchMock = mockFetch({});
    renderApp('/anime/cowboy-bebop');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/database/anime/'),
      expect.anything(),
    );
  });

  it('shows an error banner with the server text when the catalogue fails', async () => {
    mockFetch({ '/api/database/anime/5': { status: 502, body: '<html>Bad Gateway</html>' } });
    renderApp('/anime/5-some-title');

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Unable to fetch anime 5. Please try again in a moment.');
    expect(banner).toHaveTextContent('HTTP 502: Bad Gateway');
  });
});
