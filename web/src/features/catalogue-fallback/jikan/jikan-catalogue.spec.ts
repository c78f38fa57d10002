import type { Anime } from '@tracker/contracts';

import { buildAnime } from '../../../testing/anime-factory';
import { JikanCatalogue } from './jikan-catalogue';
import { type JikanClient, JikanError, type JikanParams } from './jikan-client';

/** A JikanClient stand-in answering by path, recording the parameters each path was asked with. */
function fakeClient(routes: Record<string, unknown>) {
  const asked: Array<{ path: string; params: JikanParams }> = [];
  const client = {
    get: jest.fn(async (path: string, params: JikanParams = {}) => {
      asked.push({ path, params });
      const route = routes[path];
      if (route === undefined) throw new JikanError(`HTTP 404 from ${path}`, 404);
      return typeof route === 'function' ? route(params) : route;
    }),
  };
  return { catalogue: new JikanCatalogue(client as unknown as JikanClient), asked };
}

const list = (count: number, overrides: Partial<Anime> = {}) =>
  Array.from({ length: count }, () => buildAnime(overrides));

describe(JikanCatalogue.name, () => {
  describe('search', () => {
    it('sends the filters the way Jikan reads them', async () => {
      const { catalogue, asked } = fakeClient({ '/anime': { data: [] } });

      await catalogue.search({
        q: ' frieren ',
        type: 'TV' as 'tv',
        status: 'Airing' as 'airing',
        genres: [1, 10],
        min_score: 8,
        start_date: '2023-01-01',
        order_by: 'score',
        sort: 'desc',
        page: 2,
      });

      expect(asked[0]).toEqual({
        path: '/anime',
        params: {
          q: 'frieren',
          type: 'tv',
          status: 'airing',
          genres: '1,10',
          min_score: 8,
          start_date: '2023-01-01',
          order_by: 'score',
          sort: 'desc',
          page: 2,
          limit: 25,
        },
      });
    });

    it('has a next page exactly when a full page came back', async () => {
      const full = fakeClient({ '/anime': { data: list(25) } });
      const short = fakeClient({ '/anime': { data: list(24) } });
      const eight = fakeClient({ '/anime': { data: list(8) } });

      await expect(full.catalogue.search({ q: 'a' })).resolves.toMatchObject({ page: 1, hasNext: true });
      await expect(short.catalogue.search({ q: 'a' })).resolves.toMatchObject({ hasNext: false });
      await expect(eight.catalogue.search({ q: 'a', limit: 8 })).resolves.toMatchObject({ hasNext: true });
    });

    it('fills the fields old Jikan objects lack', async () => {
      const {
        titles: _t,
        title_synonyms: _s,
        genres: _g,
        ...old
      } = buildAnime({ mal_id: 3, title: 'Old Entry' });
      const { catalogue } = fakeClient({ '/anime': { data: [old] } });

      const [anime] = (await catalogue.search({ q: 'old' })).items;

      expect(anime).toMatchObject({
        titles: [{ type: 'Default', title: 'Old Entry' }],
        title_synonyms: [],
        genres: [],
      });
    });
  });

  it('maps the top list to a page of 25', async () => {
    const { catalogue, asked } = fakeClient({ '/top/anime': { data: list(25) } });

    const top = await catalogue.top(3);

    expect(asked[0].params).toEqual({ page: 3 });
    expect(top).toMatchObject({ page: 3, hasNext: true });
    expect(top.items).toHaveLength(25);
  });

  it('names the current season after its titles, else after the date', async () => {
    const named = fakeClient({ '/seasons/now': { data: list(2, { season: 'fall', year: 2026 }) } });
    const unnamed = fakeClient({ '/seasons/now': { data: [] } });

    await expect(named.catalogue.currentSeason(1, Date.UTC(2026, 0, 5))).resolves.toMatchObject({
      season: 'fall',
      year: 2026,
      hasNext: false,
    });
    await expect(unnamed.catalogue.currentSeason(1, Date.UTC(2027, 4, 5))).resolves.toMatchObject({
      season: 'spring',
      year: 2027,
      items: [],
    });
  });

  it('builds the week schedule from /schedules, Mondays to Sundays, by time', async () => {
    const slot = (day: string | null, time: string | null) =>
      buildAnime({ broadcast: { day, time, timezone: 'Asia/Tokyo', string: null } });
    const late = slot('Mondays', '23:30');
    const early = slot('Mondays', '01:05');
    const sunday = slot('Sundays', '17:00');
    const { catalogue, asked } = fakeClient({
      '/schedules': (params: JikanParams) =>
        params.page === 1
          ? { data: [late, slot(null, null), sunday], pagination: { has_next_page: true } }
          : { data: [early], pagination: { has_next_page: false } },
    });

    const week = await catalogue.schedule();

    expect(asked.map((call) => call.params.page)).toEqual([1, 2]);
    expect(week.timezone).toBe('Asia/Tokyo');
    expect(week.days.map((day) => day.day)).toEqual([
      'Mondays',
      'Tuesdays',
      'Wednesdays',
      'Thursdays',
      'Fridays',
      'Saturdays',
      'Sundays',
    ]);
    expect(week.days[0].entries.map((entry) => [entry.time, entry.anime.mal_id])).toEqual([
      ['01:05', early.mal_id],
      ['23:30', late.mal_id],
    ]);
    expect(week.days[6].entries).toHaveLength(1);
  });

  it('answers a detail sub-resource in Jikan’s body, with pagination for episodes', async () => {
    const episodes = { data: [{ mal_id: 1 }], pagination: { last_visible_page: 2, has_next_page: true } };
    const { catalogue, asked } = fakeClient({
      '/anime/5/episodes': episodes,
      '/anime/5/staff': { data: [{ person: {} }] },
    });

    await expect(catalogue.resource(5, 'episodes', 2)).resolves.toEqual({ ...episodes, source: 'upstream' });
    await expect(catalogue.resource(5, 'staff')).resolves.toEqual({
      data: [{ person: {} }],
      source: 'upstream',
    });
    expect(asked[0].params).toEqual({ page: 2 });
  });

  describe('bySlug', () => {
    it('searches by the words of the slug and keeps the title the slug rule matches', async () => {
      const wanted = buildAnime({
        title: 'Sousou no Frieren',
        title_english: "Frieren: Beyond Journey's End",
      });
      const { catalogue, asked } = fakeClient({
        '/anime': { data: [buildAnime({ title: 'Frieren Recap' }), wanted] },
      });

      await expect(catalogue.bySlug('frieren-beyond-journeys-end')).resolves.toMatchObject({
        mal_id: wanted.mal_id,
      });
      expect(asked[0].params.q).toBe('frieren beyond journeys end');
    });

    it('tries the longest word alone, then says not found', async () => {
      const { catalogue, asked } = fakeClient({ '/anime': { data: [buildAnime({ title: 'Other' })] } });

      await expect(catalogue.bySlug('the-cartographers')).rejects.toMatchObject({ status: 404 });
      expect(asked.map((call) => call.params.q)).toEqual(['the cartographers', 'cartographers']);
    });
  });

  it('loads a batch one id at a time, in order, with the unknown ids as missing', async () => {
    const one = buildAnime({ mal_id: 1 });
    const three = buildAnime({ mal_id: 3 });
    const { catalogue } = fakeClient({ '/anime/1': { data: one }, '/anime/3': { data: three } });

    await expect(catalogue.batch([3, 2, 1])).resolves.toEqual({ items: [three, one], missingIds: [2] });
  });

  it('answers the basic similar list from the recommendations, at most 12', async () => {
    const entries = Array.from({ length: 15 }, (_, index) => ({
      entry: { mal_id: 100 + index, title: `Rec ${index}`, url: 'u', images: buildAnime().images },
    }));
    const { catalogue } = fakeClient({ '/anime/7/recommendations': { data: entries } });

    const similar = await catalogue.similar(7, 20);

    expect(similar.strategy).toBe('basic');
    expect(similar.items).toHaveLength(12);
    expect(similar.items[0]).toMatchObject({ mal_id: 100, title: 'Rec 0', score: null, genres: [] });
  });

  it('builds the franchise from the title’s own relations', async () => {
    const { catalogue } = fakeClient({
      '/anime/7/relations': {
        data: [
          { relation: 'Sequel', entry: [{ mal_id: 8, type: 'anime', name: 'Two' }] },
          { relation: 'Adaptation', entry: [{ mal_id: 9, type: 'manga', name: 'Book' }] },
        ],
      },
    });

    await expect(catalogue.franchise(7)).resolves.toEqual({
      malIds: [7, 8],
      groups: [{ relation: 'Sequel', entries: [{ mal_id: 8, type: 'anime', name: 'Two', year: null }] }],
    });
  });
});
