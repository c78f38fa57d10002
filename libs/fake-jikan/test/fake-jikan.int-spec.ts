import { performance } from 'node:perf_hooks';

import { buildAnime, type FakeJikan, FIXTURE_IDS, startFakeJikan } from '../src/index.js';

/** The keys of a Jikan v4 anime object, in Jikan's order. */
const JIKAN_ANIME_KEYS = [
  'mal_id',
  'url',
  'images',
  'trailer',
  'approved',
  'titles',
  'title',
  'title_english',
  'title_japanese',
  'title_synonyms',
  'type',
  'source',
  'episodes',
  'status',
  'airing',
  'aired',
  'duration',
  'rating',
  'score',
  'scored_by',
  'rank',
  'popularity',
  'members',
  'favorites',
  'synopsis',
  'background',
  'season',
  'year',
  'broadcast',
  'producers',
  'licensors',
  'studios',
  'genres',
  'explicit_genres',
  'themes',
  'demographics',
];

async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: any }> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

const ids = (body: any): number[] => body.data.map((anime: any) => anime.mal_id);

describe('startFakeJikan', () => {
  let jikan: FakeJikan;
  const get = (path: string, init?: RequestInit) => getJson(`${jikan.url}${path}`, init);

  beforeAll(async () => {
    jikan = await startFakeJikan();
  });
  afterAll(() => jikan.close());
  afterEach(() => {
    jikan.faults.clear();
    jikan.clearLog();
  });

  it('listens on a free port of 127.0.0.1 with Jikan and MAL bases', () => {
    expect(jikan.url).toBe(`http://127.0.0.1:${jikan.port}/v4`);
    expect(jikan.malUrl).toBe(`http://127.0.0.1:${jikan.port}/mal/v2`);
    expect(jikan.port).toBeGreaterThan(0);
  });

  describe('anime by id', () => {
    it("answers a seeded title in Jikan's { data } envelope and full anime shape", async () => {
      const { status, body } = await get(`/anime/${FIXTURE_IDS.deliciousInDungeon}`);
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(['data']);
      expect(Object.keys(body.data)).toEqual(JIKAN_ANIME_KEYS);
      expect(body.data).toMatchObject({
        mal_id: 52701,
        title_english: 'Delicious in Dungeon',
        title_japanese: 'ダンジョン飯',
        type: 'TV',
        season: 'winter',
        year: 2024,
        aired: { string: 'Jan 4, 2024 to Jun 13, 2024', prop: { from: { day: 4, month: 1, year: 2024 } } },
        broadcast: {
          day: 'Thursdays',
          time: '22:30',
          timezone: 'Asia/Tokyo',
          string: 'Thursdays at 22:30 (JST)',
        },
        studios: [{ mal_id: 803, type: 'anime', name: 'Trigger' }],
      });
      expect(body.data.images.webp.large_image_url).toMatch(
        /^https:\/\/cdn\.myanimelist\.net\/images\/anime\/.+l\.webp$/,
      );
    });

    it('keeps the nulls of a title that has not aired', async () => {
      const { body } = await get(`/anime/${FIXTURE_IDS.frostlineCouriers}`);
      expect(body.data).toMatchObject({
        status: 'Not yet aired',
        airing: false,
        episodes: null,
        score: null,
        scored_by: null,
        rank: null,
        aired: { to: null, string: 'Jan 8, 2027 to ?' },
        season: 'winter',
        year: 2027,
      });
    });

    it('adds relations, theme, external and streaming on /full', async () => {
      const { body } = await get(`/anime/${FIXTURE_IDS.starlitCartographers}/full`);
      expect(Object.keys(body.data).slice(-4)).toEqual(['relations', 'theme', 'external', 'streaming']);
      expect(body.data.theme.openings).toHaveLength(1);
      expect(body.data.external[0]).toEqual({
        name: 'Official Site',
        url: expect.stringMatching(/^https:\/\//),
      });
    });

    it("answers an unknown id with Jikan's BadResponseException 404, and unknown routes with HttpException", async () => {
      expect(await get('/anime/999999999')).toEqual({
        status: 404,
        body: {
          status: 404,
          type: 'BadResponseException',
          message: 'Resource does not exist',
          error: '404 on https://myanimelist.net/anime/999999999/',
        },
      });
      expect((await get('/anime/999999999/episodes')).status).toBe(404);
      expect(await get('/anime/-1')).toEqual({
        status: 404,
        body: { status: 404, type: 'HttpException', message: 'Not Found', error: null },
      });
      expect((await get('/anime/1/reviewz')).body.type).toBe('HttpException');
    });
  });

  describe('/anime search', () => {
    it('pages with the full pagination object', async () => {
      const { body } = await get('/anime?limit=10&page=2');
      const total = jikan.store.allAnime().length;
      expect(body.pagination).toEqual({
        last_visible_page: Math.ceil(total / 10),
        has_next_page: true,
        current_page: 2,
        items: { count: 10, total, per_page: 10 },
      });
      expect(ids(body)).toEqual(
        jikan.store
          .allAnime()
          .slice(10, 20)
          .map((anime) => anime.mal_id),
      );
    });

    it('finds titles by any of their names, the closest match first', async () => {
      const { body } = await get('/anime?q=frieren');
      expect(ids(body)).toEqual([FIXTURE_IDS.frieren, FIXTURE_IDS.frierenSeason2]);
      expect(ids((await get('/anime?q=Starlit%20Cartographers')).body)[0]).toBe(
        FIXTURE_IDS.starlitCartographers,
      );
      expect(ids((await get('/anime?q=ダンジョン')).body)).toEqual([FIXTURE_IDS.deliciousInDungeon]);
    });

    it('filters by type, status, minimum score, genres and dates', async () => {
      const movies = (await get('/anime?type=movie')).body.data;
      expect(movies.length).toBeGreaterThan(1);
      expect(movies.every((anime: any) => anime.type === 'Movie')).toBe(true);

      const airing = (await get('/anime?status=airing')).body.data;
      expect(airing.every((anime: any) => anime.status === 'Currently Airing')).toBe(true);
      expect(ids({ data: airing })).toContain(FIXTURE_IDS.starlitSeason3);

      const upcoming = (await get('/anime?status=upcoming')).body.data;
      expect(upcoming.every((anime: any) => anime.status === 'Not yet aired')).toBe(true);

      const good = (await get('/anime?min_score=8.5')).body.data;
      expect(good.every((anime: any) => anime.score >= 8.5)).toBe(true);

      // 2 Adventure and 47 Gourmet: both must be present.
      expect(ids((await get('/anime?genres=2,47')).body)).toEqual([FIXTURE_IDS.deliciousInDungeon]);
      expect(ids((await get('/anime?genres=47&genres_exclude=2')).body)).not.toContain(
        FIXTURE_IDS.deliciousInDungeon,
      );

      const recent = (await get('/anime?start_date=2026-01-01&end_date=2026-12-31')).body.data;
      expect(ids({ data: recent }).sort()).toEqual(
        [FIXTURE_IDS.frierenSeason2, FIXTURE_IDS.nightingaleProtocol].sort(),
      );
      const fromYear = (await get('/anime?start_date=2026')).body.data;
      expect(fromYear.every((anime: any) => anime.aired.from >= '2026-01-01')).toBe(true);
    });

    it('orders by order_by and sort, missing values last', async () => {
      const byScore = (await get('/anime?order_by=score&sort=desc&limit=25')).body.data;
      expect(byScore[0].mal_id).toBe(FIXTURE_IDS.frieren);
      const scores = byScore
        .map((anime: any) => anime.score)
        .filter((score: number | null) => score !== null);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const byStart = (await get('/anime?order_by=start_date&sort=asc')).body.data;
      expect(byStart[0].aired.from.startsWith('2018-01')).toBe(true);
    });

    it("refuses bad parameters with Jikan's ValidationException", async () => {
      expect(await get('/anime?limit=50')).toEqual({
        status: 400,
        body: {
          status: 400,
          type: 'ValidationException',
          messages: { limit: ["Value 50 is higher than the configured '25' max value."] },
          error:
            'Invalid or incomplete request. Make sure your request is correct. https://docs.api.jikan.moe/',
        },
      });
      expect((await get('/anime?start_date=2018-21-01')).body.messages).toEqual({
        start_date: ['The start date does not match the format Y-m-d.'],
      });
      const many = await get('/anime?type=series&status=done&order_by=hype&page=0&min_score=high');
      expect(many.status).toBe(400);
      expect(Object.keys(many.body.messages).sort()).toEqual([
        'min_score',
        'order_by',
        'page',
        'status',
        'type',
      ]);
    });
  });

  describe('anime sub-resources', () => {
    it('pages episodes 100 at a time with filler and recap flags', async () => {
      const id = FIXTURE_IDS.harborTownHoppers;
      const first = (await get(`/anime/${id}/episodes`)).body;
      expect(first.pagination).toEqual({ last_visible_page: 3, has_next_page: true });
      expect(first.data).toHaveLength(100);
      expect(first.data[0]).toEqual({
        mal_id: 1,
        url: `https://myanimelist.net/anime/${id}/Minato_Machi_Hoppers/episode/1`,
        title: 'Episode 1',
        title_japanese: null,
        title_romanji: null,
        aired: '2022-01-09T00:00:00+00:00',
        score: expect.any(Number),
        filler: false,
        recap: false,
        forum_url: expect.stringMatching(/^https:\/\/myanimelist\.net\/forum\/\?topicid=\d+$/),
      });
      const last = (await get(`/anime/${id}/episodes?page=3`)).body;
      expect(last.pagination).toEqual({ last_visible_page: 3, has_next_page: false });
      expect(last.data.map((episode: any) => episode.mal_id)).toEqual(
        Array.from({ length: 30 }, (_, i) => 201 + i),
      );

      const cinder = (await get(`/anime/${FIXTURE_IDS.cinderKnights}/episodes`)).body.data;
      expect(cinder.filter((episode: any) => episode.filler).map((episode: any) => episode.mal_id)).toEqual([
        23, 24, 25, 26, 51, 52,
      ]);
      expect(cinder[39].recap).toBe(true);
    });

    it('relates the franchise in a walkable chain from the first season to the airing third', async () => {
      const chain = [FIXTURE_IDS.starlitCartographers];
      for (;;) {
        const { body } = await get(`/anime/${chain[chain.length - 1]}/relations`);
        const sequel = body.data.find((group: any) => group.relation === 'Sequel');
        if (!sequel) break;
        chain.push(sequel.entry[0].mal_id);
      }
      expect(chain).toEqual([
        FIXTURE_IDS.starlitCartographers,
        FIXTURE_IDS.starlitSeason2,
        FIXTURE_IDS.starlitMovie,
        FIXTURE_IDS.starlitSeason3,
      ]);
      const first = (await get(`/anime/${FIXTURE_IDS.starlitCartographers}/relations`)).body.data;
      expect(first.map((group: any) => group.relation)).toEqual([
        'Adaptation',
        'Sequel',
        'Side Story',
        'Alternative Version',
        'Summary',
        'Spin-Off',
        'Other',
      ]);
      expect(first[0].entry[0]).toMatchObject({ type: 'manga', url: expect.stringContaining('/manga/') });
      const back = (await get(`/anime/${FIXTURE_IDS.starlitReframed}/relations`)).body.data;
      expect(back).toEqual([
        { relation: 'Alternative Version', entry: [expect.objectContaining({ mal_id: 90001 })] },
      ]);
    });

    it('answers characters, staff, themes, external and recommendations in their Jikan shapes', async () => {
      const id = FIXTURE_IDS.starlitCartographers;
      const characters = (await get(`/anime/${id}/characters`)).body.data;
      expect(characters[0]).toMatchObject({
        character: { mal_id: expect.any(Number), name: 'Hoshimura, Aoi', images: { jpg: {}, webp: {} } },
        role: 'Main',
        voice_actors: [{ person: { name: expect.stringContaining(', ') }, language: 'Japanese' }],
      });
      const staff = (await get(`/anime/${id}/staff`)).body.data;
      expect(staff[0]).toMatchObject({
        person: { url: expect.stringContaining('/people/') },
        positions: ['Director', 'Storyboard'],
      });
      expect((await get(`/anime/${id}/themes`)).body.data).toEqual({
        openings: [expect.stringContaining('(eps 1-12)')],
        endings: [expect.any(String)],
      });
      expect((await get(`/anime/${id}/external`)).body.data.length).toBeGreaterThan(2);
      const recommendations = (await get(`/anime/${id}/recommendations`)).body.data;
      expect(recommendations[0]).toEqual({
        entry: {
          mal_id: FIXTURE_IDS.paperLantern,
          url: expect.any(String),
          images: expect.objectContaining({ jpg: expect.any(Object) }),
          title: 'Chouchin Tantei Jimusho',
        },
        url: `https://myanimelist.net/recommendations/anime/${FIXTURE_IDS.paperLantern}-${id}`,
        votes: 14,
      });
    });

    it('derives statistics with a 1–10 score distribution', async () => {
      const stats = (await get(`/anime/${FIXTURE_IDS.quietEngine}/statistics`)).body.data;
      expect(stats.total).toBe(
        stats.watching + stats.completed + stats.on_hold + stats.dropped + stats.plan_to_watch,
      );
      expect(stats.scores.map((entry: any) => entry.score)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const best = stats.scores.reduce((a: any, b: any) => (b.votes > a.votes ? b : a));
      expect(best.score).toBe(9);
      const percent = stats.scores.reduce((sum: number, entry: any) => sum + entry.percentage, 0);
      expect(percent).toBeCloseTo(100, 0);
    });

    it('answers empty lists for sub-resources a title does not have', async () => {
      const id = FIXTURE_IDS.glassHarbor;
      expect((await get(`/anime/${id}/episodes`)).body).toEqual({
        pagination: { last_visible_page: 1, has_next_page: false },
        data: [],
      });
      for (const resource of ['relations', 'characters', 'staff', 'external', 'recommendations']) {
        expect((await get(`/anime/${id}/${resource}`)).body).toEqual({ data: [] });
      }
      expect((await get(`/anime/${id}/themes`)).body).toEqual({ data: { openings: [], endings: [] } });
    });
  });

  describe('lists', () => {
    it('ranks /top/anime by rank, and by each filter', async () => {
      const top = (await get('/top/anime')).body;
      expect(top.data[0].mal_id).toBe(FIXTURE_IDS.frieren);
      const ranks = top.data.map((anime: any) => anime.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(top.pagination.items.per_page).toBe(25);

      const airing = (await get('/top/anime?filter=airing')).body.data;
      expect(airing.every((anime: any) => anime.airing)).toBe(true);
      expect(airing[0].mal_id).toBe(FIXTURE_IDS.starlitSeason3);
      const upcoming = (await get('/top/anime?filter=upcoming')).body.data;
      expect(upcoming.map((anime: any) => anime.status)).toEqual(upcoming.map(() => 'Not yet aired'));
      const popular = (await get('/top/anime?filter=bypopularity')).body.data.map(
        (anime: any) => anime.popularity,
      );
      expect(popular).toEqual([...popular].sort((a, b) => a - b));
      const favorites = (await get('/top/anime?filter=favorite')).body.data.map(
        (anime: any) => anime.favorites,
      );
      expect(favorites).toEqual([...favorites].sort((a, b) => b - a));
      const movies = (await get('/top/anime?type=movie')).body.data;
      expect(movies.map((anime: any) => anime.mal_id)).toEqual([
        FIXTURE_IDS.quietEngine,
        FIXTURE_IDS.starlitMovie,
      ]);
      expect((await get('/top/anime?filter=trending')).body.messages).toEqual({
        filter: ['The selected filter is invalid.'],
      });
    });

    it('lists the current season (fall 2026) and any past season, most members first', async () => {
      const now = (await get('/seasons/now')).body;
      expect(now.data.every((anime: any) => anime.aired.from.startsWith('2026-1'))).toBe(true);
      expect(ids(now)).toEqual(
        expect.arrayContaining([
          FIXTURE_IDS.starlitSeason3,
          FIXTURE_IDS.pocketGarrison,
          FIXTURE_IDS.staticBloom,
        ]),
      );
      const members = now.data.map((anime: any) => anime.members);
      expect(members).toEqual([...members].sort((a, b) => b - a));
      const continuing = ids((await get('/seasons/now?continuing')).body);
      expect(continuing).toEqual(
        expect.arrayContaining([FIXTURE_IDS.cinderKnights, FIXTURE_IDS.harborTownHoppers]),
      );

      expect(ids((await get('/seasons/2024/winter')).body)).toContain(FIXTURE_IDS.deliciousInDungeon);
      expect(ids((await get('/seasons/2022/summer?filter=movie')).body)).toEqual([FIXTURE_IDS.starlitMovie]);
      expect((await get('/seasons/2024/autumn')).status).toBe(400);
    });

    it('answers /schedules by broadcast day, for airing titles only', async () => {
      const saturday = (await get('/schedules?filter=saturday')).body;
      expect(ids(saturday)).toEqual([FIXTURE_IDS.starlitSeason3]);
      expect(saturday.data[0].broadcast).toEqual({
        day: 'Saturdays',
        time: '23:30',
        timezone: 'Asia/Tokyo',
        string: 'Saturdays at 23:30 (JST)',
      });
      const all = (await get('/schedules')).body.data;
      expect(all.every((anime: any) => anime.airing && anime.broadcast.day)).toBe(true);
      expect(all).toHaveLength(jikan.store.allAnime().filter((anime) => anime.airing).length);
      expect((await get('/schedules?filter=someday')).status).toBe(400);
    });

    it('lists /genres/anime with real MAL ids and counts from the catalogue', async () => {
      const all = (await get('/genres/anime')).body.data;
      expect(all.find((genre: any) => genre.mal_id === 47)).toEqual({
        mal_id: 47,
        name: 'Gourmet',
        url: 'https://myanimelist.net/anime/genre/47/Gourmet',
        count: 3,
      });
      const demographics = (await get('/genres/anime?filter=demographics')).body.data;
      expect(demographics.map((genre: any) => genre.name)).toEqual([
        'Josei',
        'Kids',
        'Seinen',
        'Shoujo',
        'Shounen',
      ]);
    });
  });

  describe('store', () => {
    it('serves anime and sub-resources a test puts, and forgets removed ones', async () => {
      const anime = buildAnime({ mal_id: 123_456, title: 'Test Put Title', score: 5.5 });
      jikan.store.putAnime(anime);
      jikan.store.putThemes(anime.mal_id, { openings: ['"A" by B'], endings: [] });
      expect((await get('/anime/123456')).body.data).toEqual(anime);
      expect((await get('/anime/123456/themes')).body.data.openings).toEqual(['"A" by B']);

      jikan.store.putAnime({ ...anime, score: 9.9 });
      expect((await get('/anime/123456')).body.data.score).toBe(9.9);
      expect((await get('/anime/123456/themes')).body.data.openings).toHaveLength(1);

      expect(jikan.store.removeAnime(123_456)).toBe(true);
      expect((await get('/anime/123456')).status).toBe(404);
      expect(() => jikan.store.putEpisodes(123_456, [])).toThrow(
        'Put anime 123456 before its sub-resources.',
      );
    });

    it('starts empty without fixtures', async () => {
      const empty = await startFakeJikan({ fixtures: false });
      try {
        const { body } = await getJson(`${empty.url}/anime`);
        expect(body).toEqual({
          pagination: {
            last_visible_page: 1,
            has_next_page: false,
            current_page: 1,
            items: { count: 0, total: 0, per_page: 25 },
          },
          data: [],
        });
      } finally {
        await empty.close();
      }
    });
  });

  describe('faults', () => {
    it.each([
      [429, 'RateLimitException'],
      [500, 'Exception'],
      [503, 'ServiceUnavailableException'],
      [404, 'BadResponseException'],
    ] as const)('answers %i with Jikan’s %s body for the next request only', async (status, type) => {
      jikan.faults.next(1, { status });
      const faulted = await get('/top/anime');
      expect(faulted.status).toBe(status);
      expect(faulted.body).toMatchObject({ status, type });
      expect((await get('/top/anime')).status).toBe(200);
    });

    it('applies counted faults to matching paths only, in order', async () => {
      jikan.faults.next(2, { status: 503 }, '/v4/seasons');
      expect((await get('/top/anime')).status).toBe(200);
      expect((await get('/seasons/now')).status).toBe(503);
      expect((await get('/seasons/2024/winter')).status).toBe(503);
      expect((await get('/seasons/now')).status).toBe(200);
    });

    it('keeps a standing fault, matched by pattern, until cleared', async () => {
      jikan.faults.always(/\/anime\/\d+\/episodes\?page=2/, { status: 500 });
      const id = FIXTURE_IDS.harborTownHoppers;
      expect((await get(`/anime/${id}/episodes?page=2`)).status).toBe(500);
      expect((await get(`/anime/${id}/episodes?page=2`)).status).toBe(500);
      expect((await get(`/anime/${id}/episodes?page=3`)).status).toBe(200);
      jikan.faults.clear();
      expect((await get(`/anime/${id}/episodes?page=2`)).status).toBe(200);
    });

    it('answers late with a delay', async () => {
      jikan.faults.next(1, { delayMs: 300 });
      const started = performance.now();
      const { status } = await get('/anime/52701');
      expect(status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    });

    it('lets a client time out on a long delay', async () => {
      jikan.faults.next(1, { delayMs: 10_000 });
      await expect(
        fetch(`${jikan.url}/anime/52701`, { signal: AbortSignal.timeout(100) }),
      ).rejects.toMatchObject({
        name: 'TimeoutError',
      });
      expect(jikan.requests[0].status).toBeNull();
    });

    it('drops the connection without answering', async () => {
      jikan.faults.next(1, { drop: true });
      await expect(fetch(`${jikan.url}/anime/52701`)).rejects.toThrow('fetch failed');
      expect(jikan.requests).toEqual([expect.objectContaining({ path: '/v4/anime/52701', status: null })]);
      expect((await get('/anime/52701')).status).toBe(200);
    });
  });

  describe('browsers', () => {
    it('lets any origin read its answers, errors included', async () => {
      const origin = { headers: { Origin: 'http://127.0.0.1:8080' } };
      const found = await fetch(`${jikan.url}/anime/${FIXTURE_IDS.frieren}`, origin);
      jikan.faults.next(1, { status: 429 });
      const limited = await fetch(`${jikan.url}/top/anime`, origin);

      expect(found.headers.get('access-control-allow-origin')).toBe('*');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('answers a CORS preflight without logging it as a request', async () => {
      const preflight = await fetch(`${jikan.url}/anime`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://127.0.0.1:8080', 'Access-Control-Request-Method': 'GET' },
      });

      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
      expect(jikan.requests).toEqual([]);
    });
  });

  describe('request log', () => {
    it('records every request in arrival order with its time and status', async () => {
      const before = performance.timeOrigin + performance.now();
      await get('/anime?q=frieren&limit=5');
      await get('/anime/999999999');
      jikan.faults.next(1, { status: 429 });
      await get('/top/anime');
      const after = performance.timeOrigin + performance.now();

      expect(jikan.requests).toEqual([
        {
          method: 'GET',
          path: '/v4/anime',
          query: { q: 'frieren', limit: '5' },
          at: expect.any(Number),
          status: 200,
        },
        { method: 'GET', path: '/v4/anime/999999999', query: {}, at: expect.any(Number), status: 404 },
        { method: 'GET', path: '/v4/top/anime', query: {}, at: expect.any(Number), status: 429 },
      ]);
      const times = jikan.requests.map((request) => request.at);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThanOrEqual(before);
      expect(times[2]).toBeLessThanOrEqual(after);

      jikan.clearLog();
      expect(jikan.requests).toEqual([]);
    });
  });

  describe('MAL v2', () => {
    const mal = (path: string, clientId: string | null = 'test-client') =>
      getJson(`${jikan.malUrl}${path}`, { headers: clientId ? { 'X-MAL-CLIENT-ID': clientId } : {} });

    it('refuses requests without X-MAL-CLIENT-ID', async () => {
      expect(await mal('/anime/52701', null)).toEqual({
        status: 401,
        body: { message: '', error: 'invalid_token' },
      });
    });

    it('answers id, title and main_picture by default, and the fields asked for', async () => {
      const plain = await mal('/anime/52701');
      expect(plain.body).toEqual({
        id: 52701,
        title: 'Dungeon Meshi',
        main_picture: {
          medium: expect.stringMatching(/^https:\/\/api-cdn\.myanimelist\.net\/images\/anime\/.+\.jpg$/),
          large: expect.stringMatching(/l\.jpg$/),
        },
      });
      const fields =
        'alternative_titles,start_date,end_date,synopsis,mean,rank,popularity,num_list_users,num_scoring_users,' +
        'media_type,status,genres,num_episodes,start_season,broadcast,source,average_episode_duration,rating,studios';
      const full = (await mal(`/anime/52701?fields=${fields}`)).body;
      expect(full).toMatchObject({
        alternative_titles: { synonyms: [], en: 'Delicious in Dungeon', ja: 'ダンジョン飯' },
        start_date: '2024-01-04',
        end_date: '2024-06-13',
        mean: 8.57,
        num_list_users: 698_400,
        media_type: 'tv',
        status: 'finished_airing',
        num_episodes: 24,
        start_season: { year: 2024, season: 'winter' },
        broadcast: { day_of_the_week: 'thursday', start_time: '22:30' },
        source: 'manga',
        average_episode_duration: 1440,
        rating: 'pg_13',
        studios: [{ id: 803, name: 'Trigger' }],
      });
      expect(full.genres).toContainEqual({ id: 42, name: 'Seinen' });
      // MAL leaves out what it does not know.
      const upcoming = (
        await mal(`/anime/${FIXTURE_IDS.frostlineCouriers}?fields=mean,rank,end_date,num_episodes`)
      ).body;
      expect(upcoming).not.toHaveProperty('mean');
      expect(upcoming).not.toHaveProperty('end_date');
      expect(upcoming.num_episodes).toBe(0);
      expect(await mal('/anime/999999999')).toEqual({
        status: 404,
        body: { message: '', error: 'not_found' },
      });
    });

    it('searches with paging links back to the fake', async () => {
      const { body } = await mal('/anime?q=starlit&limit=2&fields=rank');
      expect(body.data).toHaveLength(2);
      expect(body.data[0]).toEqual({
        node: expect.objectContaining({ id: expect.any(Number), rank: expect.any(Number) }),
      });
      expect(body.paging.next).toBe(`${jikan.malUrl}/anime?q=starlit&limit=2&fields=rank&offset=2`);
      expect(body.paging.previous).toBeUndefined();
      const next = (await getJson(body.paging.next, { headers: { 'X-MAL-CLIENT-ID': 'x' } })).body;
      expect(next.paging.previous).toContain('offset=0');
      expect((await mal('/anime?q=ab')).body).toEqual({ message: 'invalid q', error: 'bad_request' });
      expect((await mal('/anime?q=starlit&limit=101')).status).toBe(400);
    });

    it('lists a season with its season object', async () => {
      const { body } = await mal('/anime/season/2026/fall?limit=100&fields=start_season');
      expect(body.season).toEqual({ year: 2026, season: 'fall' });
      expect(body.data.map((entry: any) => entry.node.start_season)).toEqual(
        body.data.map(() => ({ year: 2026, season: 'fall' })),
      );
      expect(body.paging).toEqual({});
      expect((await mal('/anime/season/2026/autumn')).status).toBe(400);
    });

    it('ranks with a ranking object per node', async () => {
      const { body } = await mal('/anime/ranking?ranking_type=airing&limit=3');
      expect(body.data.map((entry: any) => entry.ranking)).toEqual([{ rank: 1 }, { rank: 2 }, { rank: 3 }]);
      expect(body.data[0].node.id).toBe(FIXTURE_IDS.starlitSeason3);
      const all = (await mal('/anime/ranking?ranking_type=all&limit=1')).body;
      expect(all.data[0].node.id).toBe(FIXTURE_IDS.frieren);
      expect((await mal('/anime/ranking?ranking_type=best')).status).toBe(400);
    });

    it('accepts only the configured client id when one is set', async () => {
      const strict = await startFakeJikan({ malClientId: 'right' });
      try {
        const at = (clientId: string) =>
          getJson(`${strict.malUrl}/anime/52701`, { headers: { 'X-MAL-CLIENT-ID': clientId } });
        expect((await at('wrong')).status).toBe(401);
        expect((await at('right')).status).toBe(200);
      } finally {
        await strict.close();
      }
    });
  });
});

describe('enforceLimits', () => {
  let jikan: FakeJikan;
  /** The server's clock: a test moves it on instead of waiting out a window. */
  let clock: number;
  const limited = (limits: { perSecond: number; perMinute: number }) =>
    startFakeJikan({ enforceLimits: limits, now: () => clock });
  beforeEach(() => (clock = Date.now()));
  afterEach(() => jikan.close());

  it('answers 429 past 3 requests in a second, and serves again once the second has passed', async () => {
    jikan = await limited({ perSecond: 3, perMinute: 60 });
    const burst = await Promise.all([1, 2, 3, 4].map(() => getJson(`${jikan.url}/anime/52701`)));
    expect(burst.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 429]);
    expect(burst.find((reply) => reply.status === 429)?.body).toMatchObject({
      status: 429,
      type: 'RateLimitException',
    });
    clock += 999;
    expect((await getJson(`${jikan.url}/anime/52701`)).status).toBe(429);
    clock += 1;
    expect((await getJson(`${jikan.url}/anime/52701`)).status).toBe(200);
  });

  it('lets a client that keeps to the limit through', async () => {
    jikan = await limited({ perSecond: 3, perMinute: 60 });
    for (let index = 0; index < 6; index += 1) {
      expect((await getJson(`${jikan.url}/anime/52701`)).status).toBe(200);
      clock += 340;
    }
    // Any three consecutive admitted requests span more than a second.
    const times = jikan.requests.map((request) => request.at);
    for (let index = 3; index < times.length; index += 1) {
      expect(times[index] - times[index - 3]).toBeGreaterThan(1_000);
    }
  });

  it('counts the per-minute limit too, and leaves MAL routes alone', async () => {
    jikan = await limited({ perSecond: 100, perMinute: 5 });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await getJson(`${jikan.url}/top/anime`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const malReply = await getJson(`${jikan.malUrl}/anime/52701`, { headers: { 'X-MAL-CLIENT-ID': 'x' } });
    expect(malReply.status).toBe(200);
  });
});

describe(buildAnime.name, () => {
  it('builds a complete Jikan anime whose derived fields follow the overrides', () => {
    const anime = buildAnime({
      mal_id: 777,
      title: 'Kumo no Ue',
      title_english: 'Above the Clouds',
      title_synonyms: ['KnU'],
      status: 'Currently Airing',
      aired: { from: '2026-07-02', to: null },
      broadcast: { day: 'Thursdays', time: '01:30' },
      genreNames: ['Drama', 'Iyashikei', 'Josei'],
    });
    expect(Object.keys(anime)).toEqual(JIKAN_ANIME_KEYS);
    expect(anime).toMatchObject({
      url: 'https://myanimelist.net/anime/777/Kumo_no_Ue',
      titles: [
        { type: 'Default', title: 'Kumo no Ue' },
        { type: 'Synonym', title: 'KnU' },
        { type: 'English', title: 'Above the Clouds' },
      ],
      airing: true,
      aired: { from: '2026-07-02T00:00:00+00:00', to: null, string: 'Jul 2, 2026 to ?' },
      season: 'summer',
      year: 2026,
      broadcast: { timezone: 'Asia/Tokyo', string: 'Thursdays at 01:30 (JST)' },
      genres: [expect.objectContaining({ mal_id: 8, name: 'Drama' })],
      themes: [expect.objectContaining({ mal_id: 63, name: 'Iyashikei' })],
      demographics: [expect.objectContaining({ mal_id: 43, name: 'Josei' })],
    });
  });

  it('gives movies no season and lets explicit fields win over derived ones', () => {
    const movie = buildAnime({ type: 'Movie', aired: { from: '2025-05-01', to: null }, season: null });
    expect(movie).toMatchObject({ season: null, year: null, episodes: 1, aired: { string: 'May 1, 2025' } });
    expect(buildAnime({ year: 1999, airing: true }).year).toBe(1999);
  });
});
