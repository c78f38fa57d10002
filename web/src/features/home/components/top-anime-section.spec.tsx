import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Anime } from '@tracker/contracts';

import { buildAnime } from '../../../testing/anime-factory';
import { failure, ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

const topUrl = (page: number) => `/api/database/top?page=${page}`;
const CURRENT_SEASON_URL = '/api/database/current-season?page=1';

const topPage = (page: number, count: number, hasNext: boolean) => ({
  body: ok({
    items: Array.from({ length: count }, () => buildAnime()) satisfies Anime[],
    page,
    hasNext,
  }),
});

const topSection = () => screen.getByRole('region', { name: 'TOP Anime' });

/**
 * Lays the page out as a browser would, in a 768 px window scrolled to `scrollY`: `height` px tall, or
 * growing by 100 px per card when it is a function of the card count.
 */
function layOutPage(height: number | ((cards: number) => number), scrollY: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () =>
      typeof height === 'number'
        ? height
        : height(document.querySelectorAll('[data-testid="anime-card"]').length),
  });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
}

function scrollTo(scrollY: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('TOP Anime on the home page', () => {
  afterEach(() => layOutPage(0, 0));

  it('holds two rows of card places (5 columns at 1024 px) until the first page arrives', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    mockFetch({
      [CURRENT_SEASON_URL]: { body: ok({ items: [], page: 1, hasNext: false, season: 'fall', year: 2026 }) },
      [topUrl(1)]: topPage(1, 25, false),
    });
    renderApp('/');

    expect(within(topSection()).getByRole('status')).toHaveTextContent('Loading top anime…');
    expect(within(topSection()).getByTestId('anime-grid-skeleton').children).toHaveLength(10);
    expect(await within(topSection()).findAllByTestId('anime-card')).toHaveLength(25);
    expect(within(topSection()).queryByTestId('anime-grid-skeleton')).not.toBeInTheDocument();
  });

  it('loads the next page only once the visitor scrolls within 1000 px of the bottom', async () => {
    layOutPage((cards) => 1500 + cards * 100, 0);
    const fetchMock = mockFetch({
      [CURRENT_SEASON_URL]: { body: ok({ items: [], page: 1, hasNext: false, season: 'fall', year: 2026 }) },
      [topUrl(1)]: topPage(1, 25, true),
      [topUrl(2)]: topPage(2, 25, true),
    });
    renderApp('/');
    expect(await within(topSection()).findAllByTestId('anime-card')).toHaveLength(25);
    expect(within(topSection()).getByText('Highest rated anime of all time')).toBeInTheDocument();

    // 25 cards: 4000 - (2000 + 768) = 1232 px left: not yet.
    scrollTo(2000);
    const topCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/database/top'));
    expect(topCalls()).toHaveLength(1);

    // 4000 - (2300 + 768) = 932 px left: load page 2, which pushes the bottom away again.
    scrollTo(2300);
    await within(topSection()).findByText(
      (_, element) => element?.tagName === 'OL' && element.children.length === 50,
    );
    expect(topCalls().map(([url]) => url)).toEqual([topUrl(1), topUrl(2)]);
    expect(
      within(topSection()).queryByText("You've reached the end of our top anime list!"),
    ).not.toBeInTheDocument();
  });

  it('keeps loading while the page stays short, then says the list has ended', async () => {
    layOutPage(1200, 0);
    mockFetch({
      [CURRENT_SEASON_URL]: { body: ok({ items: [], page: 1, hasNext: false, season: 'fall', year: 2026 }) },
      [topUrl(1)]: topPage(1, 25, true),
      [topUrl(2)]: topPage(2, 25, true),
      [topUrl(3)]: topPage(3, 7, false),
    });
    renderApp('/');

    expect(
      // Three loads in a row: give a busy machine more than the default second.
      await within(topSection()).findByText(
        "You've reached the end of our top anime list!",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(topSection()).getAllByTestId('anime-card')).toHaveLength(57);
    expect(within(topSection()).getByText(/Titles without a score are not ranked/)).toBeInTheDocument();
  });

  it('says no title can be ranked while none has a score', async () => {
    mockFetch({
      [CURRENT_SEASON_URL]: { body: ok({ items: [], page: 1, hasNext: false, season: 'fall', year: 2026 }) },
      [topUrl(1)]: topPage(1, 0, false),
    });
    renderApp('/');

    expect(
      await within(topSection()).findByText('No title has a score yet, so none can be ranked.'),
    ).toBeInTheDocument();
    expect(within(topSection()).getByText(/they join as their details arrive/)).toBeInTheDocument();
    expect(
      within(topSection()).queryByText("You've reached the end of our top anime list!"),
    ).not.toBeInTheDocument();
  });

  it("shows 'Failed to load top anime' in the section and retries from where it stopped", async () => {
    layOutPage(1200, 0);
    const routes = {
      [CURRENT_SEASON_URL]: { body: ok({ items: [], page: 1, hasNext: false, season: 'fall', year: 2026 }) },
      [topUrl(1)]: topPage(1, 25, true),
      [topUrl(2)]: { status: 500, body: failure('Unable to fetch top anime from any source') },
    };
    mockFetch(routes);
    const user = userEvent.setup();
    renderApp('/');

    const banner = await within(topSection()).findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load top anime');
    expect(banner).toHaveTextContent('Unable to fetch top anime from any source');
    expect(within(topSection()).getAllByTestId('anime-card')).toHaveLength(25);

    mockFetch({ ...routes, [topUrl(2)]: topPage(2, 3, false) });
    await user.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(
      await within(topSection()).findByText("You've reached the end of our top anime list!"),
    ).toBeInTheDocument();
    expect(within(topSection()).getAllByTestId('anime-card')).toHaveLength(28);
  });
});
