import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { paths } from '../../../config/paths';
import { buildAnime, buildSeededAnime } from '../../../testing/anime-factory';
import { failure, ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

const CURRENT_SEASON_URL = '/api/database/current-season?page=1';

const currentSeason = () => screen.getByRole('region', { name: 'Current Season' });

describe('Current Season on the home page', () => {
  it('shows a card per anime with its title, type, year, status and score, linking to its detail page', async () => {
    mockFetch({
      [CURRENT_SEASON_URL]: {
        body: ok({
          items: [
            buildAnime({
              mal_id: 1,
              title: 'Cowboy Bebop',
              title_english: 'Cowboy Bebop',
              type: 'TV',
              year: 1998,
              status: 'Finished Airing',
              score: 8.75,
            }),
            buildAnime({
              mal_id: 2,
              title: 'Frieren',
              type: 'TV',
              year: 2026,
              status: 'Currently Airing',
              score: 9.3,
            }),
          ],
          page: 1,
          hasNext: false,
          total: 2,
          season: 'fall',
          year: 2026,
          calendar: { season: 'fall', year: 2026 },
        }),
      },
    });
    renderApp('/');

    const cards = await within(currentSeason()).findAllByTestId('anime-card');
    expect(cards).toHaveLength(2);

    const bebop = within(cards[0]);
    expect(bebop.getByRole('heading', { name: 'Cowboy Bebop' })).toBeInTheDocument();
    expect(bebop.getByRole('link', { name: 'Cowboy Bebop' })).toHaveAttribute(
      'href',
      paths.anime.getHref({ mal_id: 1, title: 'Cowboy Bebop', title_english: 'Cowboy Bebop' }),
    );
    expect(bebop.getByText('TV · 1998')).toBeInTheDocument();
    expect(bebop.getByText('Completed')).toBeInTheDocument();
    expect(bebop.getByText('8.8')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Airing')).toBeInTheDocument();
    expect(within(currentSeason()).getByText('Fall 2026')).toBeInTheDocument();
  });

  it("shows 'N/A' and 'Image not available' for seeded rows not yet enriched", async () => {
    mockFetch({
      [CURRENT_SEASON_URL]: {
        body: ok({
          items: [buildSeededAnime({ title: 'Seeded Title', status: 'Not yet aired' })],
          page: 1,
          hasNext: false,
          total: 1,
          season: 'fall',
          year: 2026,
          calendar: { season: 'fall', year: 2026 },
        }),
      },
    });
    renderApp('/');

    const card = within(await within(currentSeason()).findByTestId('anime-card'));
    expect(card.getByText('N/A')).toBeInTheDocument();
    expect(card.getByText('Image not available')).toBeInTheDocument();
    expect(card.getByText('Upcoming')).toBeInTheDocument();
  });

  it("shows 'No anime found' when the season is empty", async () => {
    mockFetch({
      [CURRENT_SEASON_URL]: {
        body: ok({
          items: [],
          page: 1,
          hasNext: false,
          total: 0,
          season: 'spring',
          year: 2026,
          calendar: { season: 'spring', year: 2026 },
        }),
      },
    });
    renderApp('/');

    expect(await within(currentSeason()).findByText('No anime found')).toBeInTheDocument();
  });

  it('shows the red banner with the server error when loading fails', async () => {
    mockFetch({
      [CURRENT_SEASON_URL]: {
        status: 500,
        body: failure('Unable to fetch current season anime from any source'),
      },
    });
    renderApp('/');

    const banner = await within(currentSeason()).findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load current season anime');
    expect(banner).toHaveTextContent('Unable to fetch current season anime from any source');
  });

  it('says it is loading until the season arrives', async () => {
    mockFetch({
      [CURRENT_SEASON_URL]: {
        body: ok({
          items: [buildAnime()],
          page: 1,
          hasNext: false,
          total: 1,
          season: 'spring',
          year: 2026,
          calendar: { season: 'spring', year: 2026 },
        }),
      },
    });
    renderApp('/');

    expect(within(currentSeason()).getByRole('status')).toHaveTextContent('Loading current season anime…');
    expect(await within(currentSeason()).findByTestId('anime-card')).toBeInTheDocument();
  });

  it("names the latest season held when the catalogue has none of the calendar's season yet", async () => {
    mockFetch({
      [CURRENT_SEASON_URL]: {
        body: ok({
          items: [buildAnime({ title: 'Spring Title' })],
          page: 1,
          hasNext: false,
          total: 1,
          season: 'spring',
          year: 2026,
          calendar: { season: 'fall', year: 2026 },
        }),
      },
    });
    renderApp('/');

    expect(
      await within(currentSeason()).findByText('No Fall 2026 titles yet · latest: Spring 2026'),
    ).toBeInTheDocument();
  });

  it("shows the whole season with 'more', loading its later pages", async () => {
    const titles = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        buildAnime({ mal_id: from + index, title: `Season ${from + index}` }),
      );
    const page = (number: number, items: ReturnType<typeof titles>) => ({
      body: ok({
        items,
        page: number,
        hasNext: number < 3,
        total: 60,
        season: 'fall',
        year: 2026,
        calendar: { season: 'fall', year: 2026 },
      }),
    });
    const fetchMock = mockFetch({
      [CURRENT_SEASON_URL]: page(1, titles(1, 25)),
      '/api/database/current-season?page=2': page(2, titles(26, 25)),
      '/api/database/current-season?page=3': page(3, titles(51, 10)),
    });
    const user = userEvent.setup();
    renderApp('/');
    await within(currentSeason()).findAllByTestId('anime-card');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/database/current-season?page=2',
    );

    await user.click(within(currentSeason()).getByRole('button', { name: 'more' }));

    expect(await within(currentSeason()).findByRole('heading', { name: 'Season 60' })).toBeInTheDocument();
    expect(within(currentSeason()).getAllByTestId('anime-card')).toHaveLength(60);
  });

  describe('preview of two and a half rows', () => {
    const seasonOf = (count: number) => ({
      body: ok({
        items: Array.from({ length: count }, (_, index) => buildAnime({ title: `Season ${index + 1}` })),
        page: 1,
        hasNext: false,
        total: count,
        season: 'fall',
        year: 2026,
        calendar: { season: 'fall', year: 2026 },
      }),
    });

    const setWindowWidth = (width: number) =>
      act(() => {
        Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
        window.dispatchEvent(new Event('resize'));
      });

    afterEach(() => setWindowWidth(1024));

    it.each([
      [360, 2, 5],
      [639, 2, 5],
      [640, 3, 7],
      [768, 4, 10],
      [1024, 5, 12],
      [1280, 6, 15],
      [1920, 6, 15],
    ])('at %i px (%i columns) shows %i titles', async (width, _columns, shown) => {
      setWindowWidth(width);
      mockFetch({ [CURRENT_SEASON_URL]: seasonOf(25) });
      renderApp('/');

      expect(await within(currentSeason()).findAllByTestId('anime-card')).toHaveLength(shown);
    });

    it.each([
      [360, 5],
      [768, 10],
      [1280, 15],
    ])('at %i px holds the place of the %i preview cards while loading', async (width, placeholders) => {
      setWindowWidth(width);
      mockFetch({ [CURRENT_SEASON_URL]: seasonOf(25) });
      renderApp('/');

      const skeleton = within(currentSeason()).getByTestId('anime-grid-skeleton');
      expect(skeleton.children).toHaveLength(placeholders);
      expect(skeleton).toHaveAttribute('aria-hidden', 'true');
      expect(await within(currentSeason()).findAllByTestId('anime-card')).toHaveLength(placeholders);
      expect(within(currentSeason()).queryByTestId('anime-grid-skeleton')).not.toBeInTheDocument();
    });

    it("follows the window as it resizes and toggles between 'more' and 'Mostrar menos'", async () => {
      setWindowWidth(1280);
      mockFetch({ [CURRENT_SEASON_URL]: seasonOf(25) });
      const user = userEvent.setup();
      renderApp('/');
      expect(await within(currentSeason()).findAllByTestId('anime-card')).toHaveLength(15);

      setWindowWidth(700);
      expect(within(currentSeason()).getAllByTestId('anime-card')).toHaveLength(7);

      await user.click(within(currentSeason()).getByRole('button', { name: 'more' }));
      expect(within(currentSeason()).getAllByTestId('anime-card')).toHaveLength(25);
      await user.click(within(currentSeason()).getByRole('button', { name: 'Mostrar menos' }));
      expect(within(currentSeason()).getAllByTestId('anime-card')).toHaveLength(7);
    });

    it('needs no toggle when the season fits the preview', async () => {
      setWindowWidth(1280);
      mockFetch({ [CURRENT_SEASON_URL]: seasonOf(15) });
      renderApp('/');

      expect(await within(currentSeason()).findAllByTestId('anime-card')).toHaveLength(15);
      expect(within(currentSeason()).queryByRole('button', { name: 'more' })).not.toBeInTheDocument();
    });
  });
});
