import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Anime, AnimeSearchRequest } from '@tracker/contracts';

import { buildAnime } from '../../../testing/anime-factory';
import { failure, ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { searchQueryString } from '../../anime/api/search-anime';

const CURRENT_SEASON_URL = '/api/database/current-season?page=1';
const TOP_URL = '/api/database/top?page=1';
const SCHEDULE_URL = '/api/database/schedule';

const searchUrl = ({ page = 1, ...params }: AnimeSearchRequest) =>
  `/api/database/search?${searchQueryString({ ...params, limit: 25, page })}`;

/** A page of a query that matches `total` titles in all. */
const page = (items: Anime[], hasNext = false, pageNumber = 1, total = items.length) => ({
  body: ok({ items, page: pageNumber, hasNext, total }),
});

const titles = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => buildAnime({ title: `${prefix} ${index + 1}` }));

/** The default view's calls, answered, plus whatever a test adds. */
function mockHome(routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [CURRENT_SEASON_URL]: {
      body: ok({
        items: [buildAnime({ title: 'Season Hit' })],
        page: 1,
        hasNext: false,
        total: 1,
        season: 'fall',
        year: 2026,
        calendar: { season: 'fall', year: 2026 },
      }),
    },
    [TOP_URL]: page([buildAnime({ title: 'Top Hit' })]),
    [SCHEDULE_URL]: { body: ok({ timezone: 'Asia/Tokyo', days: [] }) },
    ...routes,
  });
}

const searchCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/database/search'));

const toolbarButton = (name: RegExp | string) =>
  within(screen.getByRole('group', { name: 'Home views' })).getByRole('button', { name });

const openFilters = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(toolbarButton(/Filters/));
  return screen.getByRole('region', { name: 'Filters' });
};

describe('home page', () => {
  it('shows the current season and the top list by default, with the toolbar', async () => {
    mockHome();
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Season Hit' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Top Hit' })).toBeInTheDocument();
    for (const name of [/Filters/, /Favorites/, /Calendar/, /Watch Next/])
      expect(toolbarButton(name)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });

  describe('filter panel', () => {
    it('offers every spec option and keeps Sort disabled until an order-by is chosen', async () => {
      mockHome({ [searchUrl({ order_by: 'score' })]: page([]) });
      const user = userEvent.setup();
      renderApp('/');
      const panel = await openFilters(user);

      const optionsOf = (label: string) =>
        within(within(panel).getByLabelText(label))
          .getAllByRole('option')
          .map((option) => option.textContent);
      expect(optionsOf('Score')).toEqual(['Any', '9+', '8+', '7+', '6+', '5+']);
      expect(optionsOf('Year')).toEqual(['Any', '2018', '2019', '2020', '2021', '2022', '2023', '2024']);
      expect(optionsOf('Type')).toEqual(['Any', 'TV', 'Movie', 'OVA', 'Special', 'ONA', 'Music']);
      expect(optionsOf('Status')).toEqual(['Any', 'Airing', 'Complete', 'Upcoming']);
      expect(optionsOf('Order by')).toEqual(['Any', 'Score', 'Popularity', 'Members', 'Title', 'Start date']);
      expect(
        within(panel)
          .getAllByRole('button', { pressed: false })
          .map((b) => b.textContent),
      ).toEqual([
        'Action',
        'Adventure',
        'Comedy',
        'Drama',
        'Fantasy',
        'Horror',
        'Mystery',
        'Romance',
        'Sci-Fi',
        'Slice of Life',
        'Sports',
        'Thriller',
      ]);

      expect(within(panel).getByLabelText('Sort')).toBeDisabled();
      await user.selectOptions(within(panel).getByLabelText('Order by'), 'Score');
      expect(within(panel).getByLabelText('Sort')).toBeEnabled();
    });

    it('sends types and statuses lowercase and the year as start_date year-01-01', async () => {
      const request: AnimeSearchRequest = {
        min_score: 8,
        start_date: '2020-01-01',
        type: 'movie',
        status: 'complete',
        order_by: 'popularity',
        sort: 'asc',
        genres: [1, 22],
      };
      const fetchMock = mockHome({ [searchUrl(request)]: page([buildAnime({ title: 'Filtered Hit' })]) });
      const user = userEvent.setup();
      renderApp('/');
      const panel = await openFilters(user);

      await user.selectOptions(within(panel).getByLabelText('Score'), '8+');
      await user.selectOptions(within(panel).getByLabelText('Year'), '2020');
      await user.selectOptions(within(panel).getByLabelText('Type'), 'Movie');
      await user.selectOptions(within(panel).getByLabelText('Status'), 'Complete');
      await user.selectOptions(within(panel).getByLabelText('Order by'), 'Popularity');
      await user.selectOptions(within(panel).getByLabelText('Sort'), 'Ascending');
      await user.click(within(panel).getByRole('button', { name: 'Action' }));
      await user.click(within(panel).getByRole('button', { name: 'Romance' }));

      expect(await screen.findByRole('heading', { name: 'Filtered Hit' })).toBeInTheDocument();
      const sent = new URL(searchCalls(fetchMock).at(-1)!, 'http://localhost').searchParams;
      expect(Object.fromEntries(sent)).toEqual({
        min_score: '8',
        start_date: '2020-01-01',
        type: 'movie',
        status: 'complete',
        order_by: 'popularity',
        sort: 'asc',
        genres: '1,22',
        limit: '25',
        page: '1',
      });
      expect(toolbarButton(/Filters/)).toHaveAccessibleName('Filters 7 active');
    });

    it('shows the active filters as chips, removable one by one, and Clear All returns to the default view', async () => {
      mockHome({
        [searchUrl({ min_score: 9, type: 'tv' })]: page([buildAnime({ title: 'Both' })]),
        [searchUrl({ type: 'tv' })]: page([buildAnime({ title: 'TV Only' })]),
      });
      const user = userEvent.setup();
      const { router } = renderApp('/?type=tv&min_score=9');

      const panel = screen.getByRole('region', { name: 'Filters' });
      const chips = within(panel).getByRole('list', { name: 'Active filters' });
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Score 9+×', 'Type TV×']);
      expect(toolbarButton(/Filters/)).toHaveTextContent('2 active');
      expect(await screen.findByRole('heading', { name: 'Both' })).toBeInTheDocument();

      await user.click(within(chips).getByRole('button', { name: 'Remove filter Score 9+' }));
      expect(await screen.findByRole('heading', { name: 'TV Only' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('?type=tv');
      expect(within(panel).getByLabelText('Score')).toHaveValue('');

      await user.click(within(panel).getByRole('button', { name: 'Clear All' }));
      expect(await screen.findByRole('heading', { name: 'Season Hit' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      expect(within(panel).queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
      expect(toolbarButton(/Filters/)).toHaveAccessibleName('Filters');
    });

    it('runs no search while neither a query nor a filter is set', async () => {
      const fetchMock = mockHome();
      const user = userEvent.setup();
      renderApp('/');
      const panel = await openFilters(user);

      // A direction alone is no filter: it waits for an order-by.
      await user.selectOptions(within(panel).getByLabelText('Order by'), 'Title');
      await user.selectOptions(within(panel).getByLabelText('Order by'), 'Any');
      expect(within(panel).getByLabelText('Sort')).toBeDisabled();
      expect(await screen.findByRole('heading', { name: 'Season Hit' })).toBeInTheDocument();
      expect(searchCalls(fetchMock)).toEqual([searchUrl({ order_by: 'title' })]);
    });
  });

  describe('search results', () => {
    it('shows the results of ?q= with the summary bar and clears the term back to the default view', async () => {
      mockHome({ [searchUrl({ q: 'frieren' })]: page(titles(3, 'Frieren')) });
      const user = userEvent.setup();
      const { router } = renderApp('/?q=frieren');

      const results = await screen.findByRole('region', { name: 'Search results' });
      expect(await within(results).findAllByTestId('anime-card')).toHaveLength(3);
      expect(within(results).getByRole('status')).toHaveTextContent('3 results');
      expect(
        within(within(results).getByRole('list', { name: 'Active modes' })).getByText('Search'),
      ).toBeVisible();
      expect(within(results).getByText('“frieren”')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Current Season' })).not.toBeInTheDocument();

      await user.click(within(results).getByRole('button', { name: 'Clear search' }));
      expect(await screen.findByRole('region', { name: 'Current Season' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    });

    it("pages through results 25 at a time with 'More results', counting every match from the first page", async () => {
      mockHome({
        [searchUrl({ q: 'one' })]: page(titles(25, 'First'), true, 1, 29),
        [searchUrl({ q: 'one', page: 2 })]: page(titles(4, 'Second'), false, 2, 29),
      });
      const user = userEvent.setup();
      renderApp('/?q=one');

      const results = await screen.findByRole('region', { name: 'Search results' });
      expect(await within(results).findByText('29 results')).toBeInTheDocument();
      expect(within(results).getAllByTestId('anime-card')).toHaveLength(25);
      await user.click(within(results).getByRole('button', { name: 'More results' }));

      expect(await within(results).findByRole('heading', { name: 'Second 4' })).toBeInTheDocument();
      expect(within(results).getByText('29 results')).toBeInTheDocument();
      expect(within(results).getAllByTestId('anime-card')).toHaveLength(29);
      expect(within(results).queryByRole('button', { name: 'More results' })).not.toBeInTheDocument();
    });

    it("says 'No anime found' with a hint when nothing matches", async () => {
      mockHome({ [searchUrl({ q: 'zzz' })]: page([]) });
      renderApp('/?q=zzz');

      expect(await screen.findByText('No anime found')).toBeInTheDocument();
      expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
      expect(screen.getByText('0 results')).toBeInTheDocument();
    });

    it.each([
      ['/?min_score=9', searchUrl({ min_score: 9 }), 'The score filter needs'],
      ['/?genres=1,2', searchUrl({ genres: [1, 2] }), 'The genre filter needs'],
      ['/?type=music', searchUrl({ type: 'music' }), 'The type Music filter needs'],
      [
        '/?min_score=9&genres=1&type=music',
        searchUrl({ min_score: 9, type: 'music', genres: [1] }),
        'The score, genre and type Music filters need',
      ],
    ])('says details are still loading rather than 0 results for %s', async (url, apiUrl, says) => {
      mockHome({ [apiUrl]: page([]) });
      renderApp(url);

      expect(await screen.findByText('No title with its details loaded matches yet')).toBeInTheDocument();
      expect(screen.getByText(new RegExp(says))).toBeInTheDocument();
      expect(screen.queryByText('0 results')).not.toBeInTheDocument();
      expect(screen.queryByText('No anime found')).not.toBeInTheDocument();
    });

    it.each([
      ['/?q=naruto', searchUrl({ q: 'naruto' }), 'Failed to search anime'],
      ['/?q=naruto&type=tv', searchUrl({ q: 'naruto', type: 'tv' }), 'Failed to apply filters'],
    ])('shows the red banner for a failed %s', async (url, apiUrl, title) => {
      mockHome({
        [apiUrl]: {
          status: 500,
          body: failure('Search temporarily unavailable. Please try again in a moment.'),
        },
      });
      renderApp(url);

      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent(title);
      expect(banner).toHaveTextContent('Search temporarily unavailable. Please try again in a moment.');
    });
  });

  describe('modes', () => {
    it('opens one mode at a time, keeps it in the URL, and reloads the current season when toggled off', async () => {
      const fetchMock = mockHome({ [searchUrl({ q: 'x' })]: page([buildAnime({ title: 'X Result' })]) });
      const user = userEvent.setup();
      const { router } = renderApp('/?q=x');
      expect(await screen.findByRole('heading', { name: 'X Result' })).toBeInTheDocument();

      await user.click(toolbarButton(/Calendar/));
      expect(screen.getByRole('heading', { name: 'Calendario de emisión' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
      expect(router.state.location.search).toBe('?view=calendar');

      await user.click(toolbarButton(/Favorites/));
      expect(screen.getByText('Please log in to view your favorites')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Calendario de emisión' })).not.toBeInTheDocument();
      expect(toolbarButton(/Favorites/)).toHaveAttribute('aria-pressed', 'true');
      expect(toolbarButton(/Calendar/)).toHaveAttribute('aria-pressed', 'false');

      await user.click(toolbarButton(/Watch Next/));
      expect(screen.getByText('Please log in to get personalized recommendations')).toBeInTheDocument();
      expect(screen.queryByText('Please log in to view your favorites')).not.toBeInTheDocument();

      const seasonLoads = () => fetchMock.mock.calls.filter(([url]) => url === CURRENT_SEASON_URL).length;
      await user.click(toolbarButton(/Watch Next/));
      expect(await screen.findByRole('heading', { name: 'Season Hit' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      expect(seasonLoads()).toBe(1);

      await user.click(toolbarButton(/Calendar/));
      await user.click(toolbarButton(/Calendar/));
      expect(await screen.findByRole('heading', { name: 'Season Hit' })).toBeInTheDocument();
      expect(seasonLoads()).toBe(2);
    });

    it('goes back to the previous mode with the browser history', async () => {
      mockHome();
      const user = userEvent.setup();
      const { router } = renderApp('/');
      await user.click(toolbarButton(/Calendar/));
      expect(screen.getByRole('heading', { name: 'Calendario de emisión' })).toBeInTheDocument();

      await act(() => router.navigate(-1));
      expect(screen.queryByRole('heading', { name: 'Calendario de emisión' })).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Current Season' })).toBeInTheDocument();
    });
  });
});
