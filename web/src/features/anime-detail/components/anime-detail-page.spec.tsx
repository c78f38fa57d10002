import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Anime } from '@tracker/contracts';

import { TIMEZONE_STORAGE_KEY } from '../../../config/timezones';
import { failure, ok } from '../../../testing/envelope';
import { fakeResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import {
  buildCharacters,
  buildEpisodes,
  buildRelations,
  buildStaff,
  buildStarlitCartographers,
  buildStatistics,
  episodePage,
} from '../testing/detail-resources.factory';
import { PARTIAL_NOTE } from './resource-state';

const anime = buildStarlitCartographers();
const URL = '/anime/starlit-cartographers';
const resource = (name: string) => `/api/anime/90001/${name}`;
/** A sub-resource as the gateway serves it: Jikan's body inside the envelope. */
const served = (data: unknown) => ok({ data, source: 'upstream' });

type Routes = Parameters<typeof mockFetch>[0];

/** The detail page of Starlit Cartographers, opened by its slug, with `routes` for its sub-resources. */
function renderDetail(routes: Routes = {}, url = URL) {
  const fetchMock = mockFetch({
    '/api/database/anime/by-slug/starlit-cartographers': { body: ok(anime) },
    '/api/database/anime/90001': { body: ok(anime) },
    [resource('episodes?page=1')]: { body: ok(episodePage(buildEpisodes(12), 1, 1, 12)) },
    ...routes,
  });
  return { ...renderApp(url), fetchMock };
}

const panel = () => screen.getByRole('tabpanel');
const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('AnimeDetailPage', () => {
  it('shows the full record', async () => {
    localStorage.setItem(TIMEZONE_STORAGE_KEY, 'Asia/Tokyo');
    renderDetail();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hoshizu no Sokuryoushi' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Starlit Cartographers')).toBeInTheDocument();
    expect(screen.getByText('星図の測量士')).toHaveAttribute('lang', 'ja');
    expect(screen.getByText('8.2')).toBeInTheDocument();
    expect(screen.getByText('scored by 184,320 users')).toBeInTheDocument();

    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'Also known as': 'Hoshisoku',
      Ranked: '#310',
      Popularity: '#402',
      Members: '512,040',
      Favorites: '9,812',
      Type: 'TV',
      Source: 'Manga',
      Episodes: '12',
      Status: 'Completed',
      Aired: 'Apr 6, 2019 to Jun 22, 2019',
      Season: 'Spring 2019',
      Broadcast: 'Saturdays at 23:30 (JST)',
      Duration: '24 min per ep',
      Rating: 'PG-13 - Teens 13 or older',
      Studios: 'Lantern Frame',
      Producers: 'Meridian Records, Tsukiakari Pictures',
      Genres: 'Adventure, Drama, Fantasy',
      Themes: 'Seafaring',
      Demographics: 'Shounen',
    });
    expect(screen.getByRole('region', { name: 'Synopsis' })).toHaveTextContent(/dented brass sextant/);
    expect(screen.getByRole('region', { name: 'Background' })).toHaveTextContent(/first four volumes/);
  });

  describe('while the record is incomplete', () => {
    const empty = { image_url: null, small_image_url: null, large_image_url: null };
    const seeded = buildStarlitCartographers({
      images: { jpg: empty, webp: empty },
      genres: [],
      synopsis: null,
      background: null,
    });
    const bySlug = '/api/database/anime/by-slug/starlit-cartographers';
    /** Asking again goes past shared caches: the id read with a `?t=` of its own. */
    const isAskAgain = (url: string) => url.startsWith('/api/database/anime/90001?t=');
    const answering = (again: Anime) =>
      jest.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url === bySlug) return fakeResponse({ body: ok(seeded) });
        if (isAskAgain(url)) return fakeResponse({ body: ok(again) });
        return fakeResponse({ status: 404, body: failure(`No mock for ${url}`) });
      });
    const asksAgain = (fetchMock: jest.Mock) =>
      fetchMock.mock.calls.filter(([url]) => isAskAgain(String(url))).length;

    beforeEach(() => jest.useFakeTimers());

    it('asks again past shared caches and swaps the complete record in, keeping the page', async () => {
      globalThis.fetch = answering(seeded);
      renderApp(URL);
      const heading = await screen.findByRole('heading', { level: 1, name: 'Hoshizu no Sokuryoushi' });
      expect(screen.getByRole('region', { name: 'Synopsis' })).toHaveTextContent(
        'No synopsis yet: the catalogue is still completing this title.',
      );
      expect(screen.getByText('Image not available')).toBeInTheDocument();

      const fetchMock = (globalThis.fetch = answering(anime));
      await act(() => jest.advanceTimersByTimeAsync(2_000));

      expect(await screen.findByText(/dented brass sextant/)).toBeInTheDocument();
      expect(asksAgain(fetchMock)).toBe(1);
      expect(screen.queryByText('Image not available')).not.toBeInTheDocument();
      // The same page, updated in place rather than mounted anew.
      expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    });

    it("asks the open tab again once the complete record is in, so it follows the catalogue's", async () => {
      const episodes = resource('episodes?page=1');
      const withEpisodes = (again: Anime, count: number) => {
        const answer = answering(again);
        return jest.fn(async (input: RequestInfo | URL) =>
          String(input) === episodes
            ? fakeResponse({ body: ok(episodePage(buildEpisodes(count), 1, 1, count)) })
            : answer(input),
        );
      };
      globalThis.fetch = withEpisodes(seeded, 1);
      renderApp(`${URL}?tab=episodes`);
      await screen.findByRole('heading', { level: 1 });
      await within(await screen.findByRole('tabpanel')).findByText(/^Chart 1$/);

      const fetchMock = (globalThis.fetch = withEpisodes(anime, 12));
      await act(() => jest.advanceTimersByTimeAsync(2_000));

      await within(panel()).findByText(/^Chart 12$/);
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === episodes)).toHaveLength(1);
    });

    it('stops asking after 2, 4, 8, 16 and 32 s', async () => {
      const fetchMock = (globalThis.fetch = answering(seeded));
      renderApp(URL);
      await screen.findByRole('heading', { level: 1 });

      const asks: number[] = [];
      for (const wait of [2_000, 4_000, 8_000, 16_000, 32_000, 60_000]) {
        await act(() => jest.advanceTimersByTimeAsync(wait));
        asks.push(asksAgain(fetchMock));
      }

      expect(asks).toEqual([1, 2, 3, 4, 5, 5]);
    });
  });

  it('reserves the cover box from its dimensions, and says so when a title has no image', async () => {
    const { container, unmount } = renderDetail();
    await screen.findByRole('heading', { level: 1 });
    const cover = container.querySelector('img.anime-cover');
    expect(cover).toHaveAttribute('src', 'https://cdn.example.test/images/anime/90001l.jpg');
    expect(cover).toHaveAttribute('width', '225');
    expect(cover).toHaveAttribute('height', '318');
    unmount();

    const empty = { image_url: null, small_image_url: null, large_image_url: null };
    const seeded = buildStarlitCartographers({ images: { jpg: empty, webp: empty } });
    renderDetail({
      '/api/database/anime/by-slug/starlit-cartographers': { body: ok(seeded) },
      '/api/database/anime/90001': { body: ok(seeded) },
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Image not available')).toBeInTheDocument();
  });

  it('converts the JST broadcast slot to the chosen timezone, across midnight', async () => {
    // Only the clock is faked: November, when New York is on EST and Sydney on AEDT.
    jest.useFakeTimers({
      now: new Date('2026-11-23T12:00:00Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
        'queueMicrotask',
        'hrtime',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    localStorage.setItem(TIMEZONE_STORAGE_KEY, 'America/New_York');
    renderDetail();

    const broadcast = async () => (await screen.findByText('Broadcast')).nextElementSibling;
    expect(await broadcast()).toHaveTextContent('Saturdays at 09:30 (New York time)Saturdays at 23:30 (JST)');

    await userEvent.selectOptions(screen.getByLabelText('Timezone'), 'Australia/Sydney');
    expect(await broadcast()).toHaveTextContent('Sundays at 01:30 (Sydney time)Saturdays at 23:30 (JST)');
  });

  describe('tabs', () => {
    it('move with the arrow keys, Home and End, and fetch each panel only when opened', async () => {
      const { fetchMock } = renderDetail({ [resource('characters')]: { body: served(buildCharacters()) } });
      await screen.findByRole('heading', { level: 1 });
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(tabs).toEqual([
        'Episodes',
        'Relations',
        'Similar',
        'Characters',
        'Staff',
        'Statistics',
        'Themes',
        'Links',
      ]);
      expect(screen.getByRole('tab', { name: 'Episodes' })).toHaveAttribute('aria-selected', 'true');
      expect(fetchMock).not.toHaveBeenCalledWith(resource('characters'), expect.anything());

      await userEvent.click(screen.getByRole('tab', { name: 'Episodes' }));
      await userEvent.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Links' })).toHaveFocus();
      await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}');
      const characters = screen.getByRole('tab', { name: 'Characters' });
      expect(characters).toHaveFocus();
      expect(characters).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: 'Episodes' })).toHaveAttribute('tabindex', '-1');
      expect(await within(panel()).findByText('Hoshimura, Aoi')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(resource('characters'), expect.anything());
      await userEvent.keyboard('{End}');
      expect(screen.getByRole('tab', { name: 'Links' })).toHaveAttribute('aria-selected', 'true');
    });

    it('opens the tab the address names', async () => {
      const { router } = renderDetail(
        { [resource('staff')]: { body: served(buildStaff()) } },
        `${URL}?tab=staff`,
      );

      expect(
        await within(await screen.findByRole('tabpanel')).findByText('Kanzaki, Hiroshi'),
      ).toBeInTheDocument();
      await openTab('Themes');
      expect(router.state.location.search).toBe('?tab=themes');
      expect(router.state.location.state).toEqual({ malId: 90001 });
    });
  });

  describe('episodes', () => {
    it('lists Jikan pages with filler and recap marks, and pages through them', async () => {
      const { fetchMock } = renderDetail({
        [resource('episodes?page=1')]: {
          body: ok(episodePage(buildEpisodes(100, { filler: [3], recap: [7] }), 1, 2, 130)),
        },
        [resource('episodes?page=2')]: {
          body: ok(episodePage(buildEpisodes(30, { first: 101, filler: [120] }), 2, 2, 130)),
        },
      });

      const list = await within(await screen.findByRole('tabpanel')).findByRole('list');
      const rows = within(list).getAllByRole('listitem');
      expect(rows).toHaveLength(100);
      expect(rows[2]).toHaveTextContent('Episode 3Chart 3Dai 3 Zu · 第3図Filler');
      expect(rows[6]).toHaveTextContent(/Recap/);
      expect(rows[0]).toHaveTextContent('Apr 6, 2019');
      expect(rows[0]).not.toHaveTextContent(/Filler|Recap/);
      expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(await within(panel()).findByText('Chart 130')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(resource('episodes?page=2'), expect.anything());
      expect(within(panel()).getAllByRole('listitem')[19]).toHaveTextContent('Episode 120Chart 120');
      expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    });

    it("shows the catalogue's synthesised episodes the same way, numbered by position", async () => {
      const movie = buildStarlitCartographers({ type: 'Movie', episodes: 2 });
      const synthesised = [1, 2].map((number) => ({
        mal_id: 90001 * 1000 + number,
        url: null,
        title: `Part ${number}`,
        title_japanese: null,
        title_romanji: null,
        aired: null,
        score: null,
        filler: false,
        recap: false,
        forum_url: null,
      }));
      renderDetail({
        '/api/database/anime/by-slug/starlit-cartographers': { body: ok(movie) },
        '/api/database/anime/90001': { body: ok(movie) },
        [resource('episodes?page=1')]: {
          body: ok({ ...episodePage(synthesised, 1, 1, 2), source: 'synthesised' }),
        },
      });

      const rows = within(await within(await screen.findByRole('tabpanel')).findByRole('list')).getAllByRole(
        'listitem',
      );
      expect(rows.map((row) => row.textContent)).toEqual(['Episode 1Part 1', 'Episode 2Part 2']);
      expect(screen.queryByRole('navigation', { name: 'Episode pages' })).not.toBeInTheDocument();
    });

    it('says so when there are none, and offers a retry when they fail', async () => {
      renderDetail({
        [resource('episodes?page=1')]: {
          status: 500,
          body: {
            success: false,
            data: null,
            error: 'Unable to fetch the episodes of anime 90001. Please try again in a moment.',
          },
        },
      });

      const banner = await within(await screen.findByRole('tabpanel')).findByRole('alert');
      expect(banner).toHaveTextContent(
        'Unable to fetch the episodes of anime 90001. Please try again in a moment.',
      );
      mockFetch({ [resource('episodes?page=1')]: { body: ok(episodePage([], 1, 1, 0)) } });
      await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
      expect(await within(panel()).findByText('No episodes listed yet.')).toBeInTheDocument();
    });
  });

  it('groups relations by name, links anime inside the app and manga to MAL, and lists the franchise', async () => {
    renderDetail(
      {
        [resource('relations')]: { body: served(buildRelations()) },
        [resource('franchise')]: {
          body: ok({
            malIds: [90001, 90003, 90002],
            groups: [
              {
                relation: 'Sequel',
                entries: [
                  { mal_id: 90003, type: 'anime', name: 'Hoshizu no Sokuryoushi 2nd Season', year: 2020 },
                ],
              },
              {
                relation: 'Side story',
                entries: [
                  {
                    mal_id: 90002,
                    type: 'anime',
                    name: 'Hoshizu no Sokuryoushi: Minato no Akari',
                    year: 2019,
                  },
                ],
              },
            ],
          }),
        },
      },
      `${URL}?tab=relations`,
    );

    const relations = await screen.findByRole('region', { name: 'Relations' });
    await within(relations).findByText('Adaptation');
    const groups = within(relations)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(groups).toEqual(['Adaptation', 'Sequel', 'Side Story']);
    expect(
      within(relations).getByRole('link', { name: 'Hoshizu no Sokuryoushi 2nd Season' }),
    ).toHaveAttribute('href', '/anime/hoshizu-no-sokuryoushi-2nd-season');
    const manga = within(relations).getByRole('link', { name: 'Hoshizu no Sokuryoushi' });
    expect(manga).toHaveAttribute('href', 'https://myanimelist.net/manga/120001');
    expect(manga).toHaveAttribute('target', '_blank');

    const franchise = screen.getByRole('region', { name: 'Franchise' });
    expect(await within(franchise).findByText('Side story')).toBeInTheDocument();
    expect(
      within(franchise).getByRole('link', { name: 'Hoshizu no Sokuryoushi 2nd Season' }).parentElement,
    ).toHaveTextContent('Hoshizu no Sokuryoushi 2nd Season (2020)');
  });

  it('shows similar titles as compact cards that open their own page', async () => {
    const similar = buildStarlitCartographers({
      mal_id: 90013,
      title: 'Kami Chouchin',
      title_english: 'Paper Lantern Road',
      score: 7.9,
      year: 2021,
    });
    const { router } = renderDetail(
      {
        '/api/database/similar/90001?limit=20': { body: ok({ items: [similar], strategy: 'enhanced' }) },
        '/api/database/anime/90013': { body: ok(similar) },
        '/api/anime/90013/episodes?page=1': { body: ok(episodePage([], 1, 1, 0)) },
      },
      `${URL}?tab=similar`,
    );

    const region = await screen.findByRole('region', { name: 'Similar titles' });
    const link = await within(region).findByRole('link', { name: 'Kami Chouchin' });
    expect(link).toHaveAttribute('href', '/anime/paper-lantern-road');
    expect(within(region).getByText('TV · 2021')).toBeInTheDocument();
    expect(within(region).getByText('7.9')).toBeInTheDocument();

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kami Chouchin' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/anime/paper-lantern-road',
      state: { malId: 90013 },
    });
    expect(screen.getByRole('tab', { name: 'Episodes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists characters with their voice actors, and the staff with their positions', async () => {
    renderDetail({
      [resource('characters')]: { body: served(buildCharacters()) },
      [resource('staff')]: { body: served(buildStaff()) },
    });
    await screen.findByRole('heading', { level: 1 });

    await openTab('Characters');
    const voices = await within(panel()).findByRole('list', { name: 'Voice actors of Hoshimura, Aoi' });
    expect(
      within(voices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sakuragi, Mio (Japanese)', 'Reyes, Dana (English)']);
    expect(within(panel()).getByText('Supporting')).toBeInTheDocument();

    await openTab('Staff');
    expect(await within(panel()).findByText('Director, Storyboard')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Ono, Yuki' })).toHaveAttribute(
      'href',
      'https://myanimelist.net/people/810002',
    );
  });

  it("charts the statistics with the list counts and each score's votes and share", async () => {
    renderDetail({ [resource('statistics')]: { body: served(buildStatistics()) } }, `${URL}?tab=statistics`);

    const chart = await screen.findByRole('table', { name: 'Score distribution' });
    const term = (name: string) => within(panel()).getByText(name).nextElementSibling?.textContent;
    expect([
      term('Watching'),
      term('Completed'),
      term('On hold'),
      term('Dropped'),
      term('Plan to watch'),
      term('Total'),
    ]).toEqual(['25,602', '307,224', '20,482', '20,481', '138,251', '512,040']);

    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1049,57026.9%',
      '961,00033.1%',
      '848,00026.0%',
      '719,00010.3%',
      '64,8002.6%',
      '51,2000.7%',
      '44000.2%',
      '31500.1%',
      '2800.0%',
      '11200.1%',
    ]);
    const barWidth = (row: HTMLElement) =>
      (row.querySelector('.score-chart__bar') as HTMLElement).style.width;
    expect(barWidth(rows[1])).toBe('100%');
    expect(parseFloat(barWidth(rows[0]))).toBeCloseTo((26.9 / 33.1) * 100, 5);
  });

  it('lists the opening and ending themes', async () => {
    renderDetail(
      {
        [resource('themes')]: {
          body: served({
            openings: ['"Paper Sextant" by Harbor Choir (eps 1-12)'],
            endings: ['"Lanterns Over the Reef" by Mio Sakuragi (eps 1-11)'],
          }),
        },
      },
      `${URL}?tab=themes`,
    );

    const openings = await within(await screen.findByRole('tabpanel')).findByRole('heading', {
      name: 'Openings',
    });
    expect(openings.nextElementSibling).toHaveTextContent('"Paper Sextant" by Harbor Choir (eps 1-12)');
    expect(within(panel()).getByRole('heading', { name: 'Endings' }).nextElementSibling).toHaveTextContent(
      '"Lanterns Over the Reef" by Mio Sakuragi (eps 1-11)',
    );
  });

  it('says so when a title has no themes', async () => {
    renderDetail(
      { [resource('themes')]: { body: served({ openings: [], endings: [] }) } },
      `${URL}?tab=themes`,
    );

    expect(
      await within(await screen.findByRole('tabpanel')).findByText('No opening or ending themes listed.'),
    ).toBeInTheDocument();
  });

  it('notes discreetly when a panel was answered while the public database was out of reach', async () => {
    renderDetail(
      {
        [resource('characters')]: { body: ok({ data: [], source: 'synthesised', partial: true }) },
        [resource('staff')]: { body: served(buildStaff()) },
      },
      `${URL}?tab=characters`,
    );

    const characters = await screen.findByRole('tabpanel');
    expect(await within(characters).findByText('No characters listed yet.')).toBeInTheDocument();
    expect(within(characters).getByText(PARTIAL_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the public database page and every external link once', async () => {
    renderDetail(
      {
        [resource('external')]: {
          body: served([
            { name: 'Official Site', url: 'https://starlit-cartographers.example/' },
            { name: '@starlit_anime', url: 'https://x.example/starlit_anime' },
          ]),
        },
      },
      `${URL}?tab=external`,
    );

    await within(await screen.findByRole('tabpanel')).findByRole('link', { name: '@starlit_anime' });
    expect(
      within(panel())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['MyAnimeList', 'https://myanimelist.net/anime/90001/Hoshizu_no_Sokuryoushi'],
      ['Official Site', 'https://starlit-cartographers.example/'],
      ['@starlit_anime', 'https://x.example/starlit_anime'],
    ]);
  });

  it('keeps the links it already has when the external list fails', async () => {
    renderDetail(
      {
        [resource('external')]: {
          status: 500,
          body: failure('Unable to fetch the external of anime 90001.'),
        },
      },
      `${URL}?tab=external`,
    );

    const alert = await within(await screen.findByRole('tabpanel')).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Unable to fetch the external links of anime 90001. Please try again in a moment.',
    );
    expect(within(panel()).getByRole('link', { name: 'MyAnimeList' })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Official Site' })).toBeInTheDocument();
  });

  it("shows a panel's loading state while its data is on the way", async () => {
    let answer: (value: Response) => void = () => {};
    renderDetail({}, `${URL}?tab=staff`);
    globalThis.fetch = jest.fn((input: RequestInfo | URL) =>
      String(input).endsWith('/staff')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve({
            ok: true,
            status: 200,
            statusText: 'OK',
            json: async () => ok(anime),
          } as Response),
    ) as jest.Mock;

    expect(
      await within(await screen.findByRole('tabpanel')).findByText('Loading staff…'),
    ).toBeInTheDocument();
    await act(async () =>
      answer({ ok: true, status: 200, statusText: 'OK', json: async () => served(buildStaff()) } as Response),
    );
    expect(await within(panel()).findByText('Kanzaki, Hiroshi')).toBeInTheDocument();
  });
});
