import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Anime } from '@tracker/contracts';
import { Link, type Location, MemoryRouter, useLocation } from 'react-router';

import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { buildAnime } from '../../../testing/anime-factory';
import { failure, ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { SearchBox } from './search-box';

const searchUrl = (q: string) => `/api/database/search?${new URLSearchParams({ q, limit: '8' })}`;

const answer = (items: Anime[]) => ({ body: ok({ items, page: 1, hasNext: false }) });

const genre = (mal_id: number, name: string) => ({
  mal_id,
  type: 'anime',
  name,
  url: `https://myanimelist.net/anime/genre/${mal_id}/${name}`,
});

const frieren = buildAnime({
  mal_id: 52991,
  title: 'Sousou no Frieren',
  title_english: "Frieren: Beyond Journey's End",
  score: 9.3,
  type: 'TV',
  status: 'Finished Airing',
});
const frierenMovie = buildAnime({ mal_id: 60001, title: 'Frieren Movie', type: 'Movie', score: 7.6 });
const frierenSpecial = buildAnime({ mal_id: 60002, title: 'Frieren Special', type: 'Special', score: 6.9 });

const combobox = () => screen.getByRole('combobox', { name: 'Search anime' });
const searchCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/database/search'));

/**
 * The search box on a page at `url`, with the app's providers, links elsewhere and a probe of where it
 * navigated: a plain MemoryRouter keeps the other screens and their requests out of these tests.
 */
function setup(routes: Record<string, { status?: number; body: unknown }> = {}, url = '/profile') {
  const fetchMock = mockFetch(routes);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const current: { location?: Location } = {};
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <SearchBox />
        <h1>Somewhere else on the page</h1>
        <Link to="/?q=bebop">Bebop results</Link>
        <Link to="/">Home</Link>
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { fetchMock, user, location: () => current.location! };
}

/** Types `text` and lets the 300 ms debounce run out, then waits for the suggestions. */
async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(combobox(), text);
  act(() => jest.advanceTimersByTime(300));
  await screen.findByRole('listbox', { name: 'Anime suggestions' });
  return screen.getAllByRole('option');
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the header search box', () => {
  describe('when it searches', () => {
    it('does not search under 2 characters, spaces not counted', async () => {
      const { fetchMock, user } = setup();

      await user.type(combobox(), ' f ');
      act(() => jest.advanceTimersByTime(1000));

      expect(searchCalls(fetchMock)).toEqual([]);
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('Searching anime...')).not.toBeInTheDocument();
    });

    it('waits 300 ms after the last keystroke, then asks once for 8 results', async () => {
      const { fetchMock, user } = setup({ [searchUrl('frie')]: answer([frieren]) });

      await user.type(combobox(), 'fr');
      act(() => jest.advanceTimersByTime(200));
      await user.type(combobox(), 'ie');
      act(() => jest.advanceTimersByTime(299));
      expect(searchCalls(fetchMock)).toEqual([]);

      act(() => jest.advanceTimersByTime(1));
      await screen.findByRole('option', { name: 'Sousou no Frieren' });
      expect(searchCalls(fetchMock)).toEqual([searchUrl('frie')]);
    });

    it("shows 'Searching anime...' until the answer comes", async () => {
      const { user } = setup({ [searchUrl('frieren')]: answer([frieren]) });

      await user.type(combobox(), 'frieren');

      expect(combobox()).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Searching anime...');
      act(() => jest.advanceTimersByTime(300));
      await screen.findByRole('option', { name: 'Sousou no Frieren' });
      expect(screen.queryByText('Searching anime...')).not.toBeInTheDocument();
    });

    it('shows at most 8 results', async () => {
      const many = Array.from({ length: 10 }, (_, index) => buildAnime({ title: `Naruto ${index + 1}` }));
      const { user } = setup({ [searchUrl('naruto')]: answer(many) });

      const options = await search(user, 'naruto');

      expect(options).toHaveLength(8);
      expect(options[7]).toHaveAccessibleName('Naruto 8');
    });

    it("shows 'No anime found' when nothing matches", async () => {
      const { user } = setup({ [searchUrl('zzzz')]: answer([]) });

      await user.type(combobox(), 'zzzz');
      act(() => jest.advanceTimersByTime(300));

      expect(await screen.findByText('No anime found')).toBeInTheDocument();
      expect(screen.getByText('Try a different search term')).toBeInTheDocument();
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
    });

    it('shows the empty result when the search fails', async () => {
      const { user } = setup({
        [searchUrl('frieren')]: {
          status: 502,
          body: failure('Search temporarily unavailable. Please try again in a moment.'),
        },
      });

      await user.type(combobox(), 'frieren');
      act(() => jest.advanceTimersByTime(300));

      expect(await screen.findByText('No anime found')).toBeInTheDocument();
      expect(screen.getByText('Try a different search term')).toBeInTheDocument();
    });
  });

  describe('each suggestion', () => {
    it.each([
      [9.3, '9.3', 'green'],
      [8.5, '8.5', 'green'],
      [8.49, '8.5', 'green'],
      [8.44, '8.4', 'blue'],
      [7.5, '7.5', 'blue'],
      [6.5, '6.5', 'yellow'],
      [6.49, '6.5', 'yellow'],
      [6.44, '6.4', 'orange'],
      [null, 'N/A', 'none'],
    ])('shows the score %p as %s in the %s band', async (score, text, band) => {
      const { user } = setup({ [searchUrl('score')]: answer([buildAnime({ title: 'Scored', score })]) });

      const [option] = await search(user, 'score');

      const scoreText = within(option).getByText(text);
      expect(scoreText.closest('.score-badge')).toHaveClass(`score-badge--${band}`);
    });

    it.each([
      ['Finished Airing', 'Finished'],
      ['Currently Airing', 'Airing'],
      ['Not yet aired', 'Not yet aired'],
    ])('shows the status %s as %s, beside the type', async (status, shown) => {
      const { user } = setup({ [searchUrl('status')]: answer([buildAnime({ type: 'Movie', status })]) });

      const [option] = await search(user, 'status');

      expect(within(option).getByText(shown)).toBeInTheDocument();
      expect(within(option).getByText('Movie')).toBeInTheDocument();
      expect(option).toHaveAccessibleDescription(`Score 7.8 · Movie · ${shown}`);
    });

    it("shows up to 3 genres and '+N' for the rest", async () => {
      const fiveGenres = ['Action', 'Adventure', 'Drama', 'Fantasy', 'Comedy'].map((name, index) =>
        genre(index + 1, name),
      );
      const threeGenres = fiveGenres.slice(0, 3);
      const { user } = setup({
        [searchUrl('genres')]: answer([
          buildAnime({ title: 'Five genres', genres: fiveGenres }),
          buildAnime({ title: 'Three genres', genres: threeGenres }),
        ]),
      });

      const [five, three] = await search(user, 'genres');

      for (const name of ['Action', 'Adventure', 'Drama'])
        expect(within(five).getByText(name)).toBeInTheDocument();
      expect(within(five).queryByText('Fantasy')).not.toBeInTheDocument();
      expect(within(five).getByText('+2')).toBeInTheDocument();
      expect(within(three).getByText('Drama')).toBeInTheDocument();
      expect(within(three).queryByText(/^\+/)).not.toBeInTheDocument();
    });

    it('shows the cover, and an icon instead when the cover fails to load', async () => {
      const { user } = setup({ [searchUrl('frieren')]: answer([frieren]) });

      const [option] = await search(user, 'frieren');
      const cover = option.querySelector('img');
      expect(cover).toHaveAttribute('src', frieren.images.webp.small_image_url);

      fireEvent.error(cover!);

      expect(option.querySelector('img')).not.toBeInTheDocument();
      expect(within(option).getByTestId('cover-fallback')).toBeInTheDocument();
    });

    it('opens the detail page when clicked, handing over the mal_id', async () => {
      const { location, user } = setup({ [searchUrl('frieren')]: answer([frieren]) });

      const [option] = await search(user, 'frieren');
      await user.click(option);

      expect(location().pathname).toBe(paths.anime.getHref(frieren));
      expect(location().state).toEqual({ malId: 52991 });
      expect(combobox()).toHaveValue('');
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('with the keyboard', () => {
    const results = { [searchUrl('frieren')]: answer([frieren, frierenMovie, frierenSpecial]) };

    it('moves the highlight with ArrowDown and ArrowUp, wrapping at both ends', async () => {
      const { user } = setup(results);
      const options = await search(user, 'frieren');
      const highlighted = () => screen.getByRole('option', { selected: true });

      expect(screen.queryByRole('option', { selected: true })).not.toBeInTheDocument();
      expect(combobox()).not.toHaveAttribute('aria-activedescendant');

      await user.keyboard('{ArrowDown}');
      expect(highlighted()).toBe(options[0]);
      expect(combobox()).toHaveAttribute('aria-activedescendant', options[0].id);

      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(highlighted()).toBe(options[2]);
      await user.keyboard('{ArrowDown}');
      expect(highlighted()).toBe(options[0]);
      await user.keyboard('{ArrowUp}');
      expect(highlighted()).toBe(options[2]);
      await user.keyboard('{ArrowUp}');
      expect(highlighted()).toBe(options[1]);
      expect(combobox()).toHaveAttribute('aria-activedescendant', options[1].id);
    });

    it('opens the highlighted suggestion with Enter', async () => {
      const { location, user } = setup(results);
      await search(user, 'frieren');

      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

      expect(location().pathname).toBe(paths.anime.getHref(frierenMovie));
      expect(location().state).toEqual({ malId: 60001 });
    });

    it('leaves Enter to the input method while it composes text', async () => {
      const { location, user } = setup(results);
      await search(user, 'frieren');
      await user.keyboard('{ArrowDown}');

      fireEvent.keyDown(combobox(), { key: 'Enter', isComposing: true });

      expect(location().pathname).toBe('/profile');
      expect(screen.getByRole('listbox')).toBeInTheDocument();
    });

    it('submits the search with Enter when nothing is highlighted', async () => {
      const { location, user } = setup(results);
      await search(user, 'frieren');

      await user.type(combobox(), '  {Enter}');

      expect(location().pathname).toBe('/');
      expect(location().search).toBe('?q=frieren');
      expect(combobox()).toHaveValue('frieren');
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    });

    it('does not submit a blank search', async () => {
      const { location, user } = setup();

      await user.type(combobox(), '   {Enter}');

      expect(location().pathname).toBe('/profile');
    });

    it('closes the dropdown with Escape', async () => {
      const { user } = setup(results);
      await search(user, 'frieren');

      await user.keyboard('{Escape}');

      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
      expect(combobox()).toHaveFocus();
    });

    it('reopens the dropdown with ArrowDown', async () => {
      const { user } = setup(results);
      await search(user, 'frieren');
      await user.keyboard('{Escape}{ArrowDown}');

      expect(screen.getByRole('listbox')).toBeInTheDocument();
    });
  });

  describe('its controls', () => {
    it('empties the box with the clear button', async () => {
      const { user } = setup({ [searchUrl('frieren')]: answer([frieren]) });
      expect(screen.queryByRole('button', { name: 'Clear search text' })).not.toBeInTheDocument();
      await search(user, 'frieren');

      await user.click(screen.getByRole('button', { name: 'Clear search text' }));

      expect(combobox()).toHaveValue('');
      expect(combobox()).toHaveFocus();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Clear search text' })).not.toBeInTheDocument();
    });

    it("closes the home screen's results with the clear button, keeping its other parameters", async () => {
      const { location, user } = setup({}, '/?q=naruto&type=tv');

      await user.click(screen.getByRole('button', { name: 'Clear search text' }));

      expect(combobox()).toHaveValue('');
      expect(location().search).toBe('?type=tv');
    });

    it('closes the dropdown on a click outside', async () => {
      const { user } = setup({ [searchUrl('frieren')]: answer([frieren]) });
      await search(user, 'frieren');

      await user.click(screen.getByRole('heading', { name: 'Somewhere else on the page' }));

      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(combobox()).toHaveValue('frieren');
    });

    it('keeps the dropdown open on a click inside it', async () => {
      const { user } = setup({ [searchUrl('zzzz')]: answer([]) });
      await user.type(combobox(), 'zzzz');
      act(() => jest.advanceTimersByTime(300));

      await user.click(await screen.findByText('No anime found'));

      expect(screen.getByText('Try a different search term')).toBeInTheDocument();
    });

    it("goes to the home results with the footer's 'View all results' button", async () => {
      const { location, user } = setup({ [searchUrl('frieren')]: answer([frieren]) });
      await search(user, 'frieren');

      await user.click(screen.getByRole('button', { name: 'View all results for "frieren"' }));

      expect(location().pathname).toBe('/');
      expect(location().search).toBe('?q=frieren');
    });

    it("on the home screen changes only the search term, keeping the home screen's other parameters", async () => {
      const { location, user } = setup({}, '/?q=naruto&type=tv');
      expect(combobox()).toHaveValue('naruto');

      await user.clear(combobox());
      await user.type(combobox(), 'bebop{Enter}');

      expect(location().search).toBe('?q=bebop&type=tv');
    });

    it("mirrors the home screen's search term as it changes", async () => {
      const { user } = setup({}, '/?q=naruto');
      expect(combobox()).toHaveValue('naruto');

      await user.click(screen.getByRole('link', { name: 'Bebop results' }));
      expect(combobox()).toHaveValue('bebop');

      await user.click(screen.getByRole('link', { name: 'Home' }));
      expect(combobox()).toHaveValue('');
    });
  });
});
