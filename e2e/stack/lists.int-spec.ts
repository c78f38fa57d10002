import { Stack } from '../support/stack';

/**
 * Spec §7 lists, statistics, episode progress, users by anime and recommendations through the real
 * gateway, auth-user, lists-progress and catalogue processes; the catalogue learns the fixture titles from
 * the fake Jikan.
 */
describe('lists and progress through the stack', () => {
  /** Fixture titles: a 12-episode TV series (24 min), a 24-episode one, a 1 hr 54 min movie. */
  const BAKERY = 90011;
  const ORCHARD = 90012;
  const MOVIE = 90004;
  let stack: Stack;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    stack = await Stack.start('lists', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
      env: { JIKAN_MIN_GAP_MS: '0', SERVICE_TIMEOUT_MS: '5000' },
    });
    for (const [name, extra] of [
      ['Spike', {}],
      ['Faye', {}],
      ['Vicious', { makeProfilePublic: false }],
    ] as const) {
      const { token, user } = await stack.register(name, extra);
      tokens[name] = token;
      ids[name] = user.id;
    }
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const as = (user: string) => ({
    get: (path: string) => stack.call('GET', path, { token: tokens[user] }),
    post: (path: string, json?: unknown) => stack.call('POST', path, { token: tokens[user], json }),
    put: (path: string, json: unknown) => stack.call('PUT', path, { token: tokens[user], json }),
    delete: (path: string) => stack.call('DELETE', path, { token: tokens[user] }),
  });
  const failure = (error: string) => ({ success: false, data: null, error });

  it('asks for a token on every own-list route', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/anime-lists'],
      ['POST', '/api/auth/anime-lists'],
      ['GET', '/api/auth/statistics'],
      ['GET', '/api/auth/episode-progress'],
      ['POST', '/api/episode/progress'],
      ['GET', `/api/recommendations/${ids.Spike}`],
      ['GET', '/api/auth/anime-lists/export'],
    ]) {
      expect(await stack.call(method, path)).toMatchObject({
        status: 401,
        body: failure('Not authenticated'),
      });
    }
  });

  it('follows a title from watching through its episodes to completed, with statistics after each write', async () => {
    const spike = as('Spike');
    const added = await spike.post('/api/auth/anime-lists', {
      animeId: BAKERY,
      status: 'watching',
      score: 8,
    });
    expect(added).toMatchObject({
      status: 201,
      body: { success: true, data: { entry: { animeId: BAKERY, status: 'watching', score: 8 } } },
    });
    expect(await spike.put(`/api/auth/anime-lists/${BAKERY}`, { score: 11 })).toMatchObject({
      status: 400,
      body: failure("score must be a whole number from 1 to 10, or null to remove it, got '11'."),
    });
    expect(
      await spike.post('/api/auth/anime-lists', { animeId: BAKERY, status: 'rewatching' }),
    ).toMatchObject({
      status: 400,
      body: failure(
        "status must be one of watching, completed, on_hold, dropped, plan_to_watch, favorite, got 'rewatching'.",
      ),
    });
    expect(await spike.put('/api/auth/anime-lists/abc', { score: 5 })).toMatchObject({
      status: 400,
      body: failure("Anime id must be a positive whole number, got 'abc'."),
    });

    for (const episodeNumber of [1, 2, 3]) {
      expect(
        (await spike.post('/api/auth/episode-progress', { animeId: BAKERY, episodeNumber })).status,
      ).toBe(200);
    }
    expect(
      await spike.post('/api/auth/episode-progress', { animeId: BAKERY, episodeNumber: 13 }),
    ).toMatchObject({
      status: 400,
      body: failure(
        "episodeNumber must be a whole number from 1 to 12 (the title's episode count), got '13'.",
      ),
    });
    const progress = await spike.get(`/api/auth/episode-progress/${BAKERY}`);
    expect(
      progress.body.data.progress.map((episode: { episodeNumber: number }) => episode.episodeNumber),
    ).toEqual([1, 2, 3]);
    expect((await spike.get(`/api/auth/episode-count/${BAKERY}`)).body.data).toEqual({ episodeCount: 3 });
    expect((await spike.get('/api/auth/anime-lists')).body.data.lists.watching).toMatchObject([
      { animeId: BAKERY, episodesWatched: 3, score: 8 },
    ]);
    expect((await spike.get('/api/auth/statistics')).body.data.statistics).toMatchObject({
      totalAnime: 1,
      watchingAnime: 1,
      totalEpisodes: 3,
      totalWatchTimeMinutes: 72,
    });

    expect((await spike.delete(`/api/auth/episode-progress/${BAKERY}/3`)).body.data.episodesWatched).toBe(2);
    expect(await spike.delete(`/api/auth/episode-progress/${BAKERY}/3`)).toMatchObject({
      status: 404,
      body: failure(`Episode 3 of anime ${BAKERY} is not marked watched.`),
    });
    const playback = await spike.post('/api/episode/progress', {
      animeId: BAKERY,
      episodeNumber: 5,
      progress: 50,
    });
    expect(playback.body.data.progress).toContainEqual(
      expect.objectContaining({ episodeNumber: 5, completed: false, progress: 50 }),
    );

    const all = await spike.post('/api/auth/mark-all-episodes-watched', {
      animeId: BAKERY,
      totalEpisodes: 12,
    });
    expect(all.body.data).toMatchObject({ episodesWatched: 12, totalEpisodes: 12, offerCompleted: true });
    // The service never changes the status by itself: the web asks, then sets it.
    expect((await spike.get('/api/auth/anime-lists')).body.data.lists.watching).toHaveLength(1);
    await spike.post('/api/auth/anime-lists', { animeId: BAKERY, status: 'completed' });
    await spike.put(`/api/auth/anime-lists/${BAKERY}`, { timesRewatched: 1, isFavorite: true });
    await spike.post('/api/auth/anime-lists', { animeId: MOVIE, status: 'completed', score: 6 });
    await spike.post('/api/auth/episode-progress', { animeId: MOVIE, episodeNumber: 1 });

    const lists = (await spike.get('/api/auth/anime-lists')).body.data.lists;
    expect(lists.completed).toMatchObject([
      { animeId: MOVIE, score: 6, episodesWatched: 1 },
      { animeId: BAKERY, score: 8, episodesWatched: 12, timesRewatched: 1, isFavorite: true },
    ]);
    expect(lists.favorite).toMatchObject([{ animeId: BAKERY }]);
    expect(lists.watching).toEqual([]);
    // 12 × 24 + 1 × 114 minutes; both completed and watched this year.
    expect((await spike.get('/api/auth/statistics')).body.data.statistics).toMatchObject({
      totalAnime: 2,
      completedAnime: 2,
      watchingAnime: 0,
      favoriteAnime: 1,
      totalEpisodes: 13,
      totalWatchTimeMinutes: 402,
      animeCompletedThisYear: 2,
      episodesThisYear: 13,
      meanScore: 7,
    });
    const map = (await spike.get('/api/auth/episode-progress')).body.data.episodeProgress;
    expect(Object.keys(map[BAKERY])).toHaveLength(12);

    expect((await spike.delete(`/api/auth/anime-lists/${MOVIE}/rating`)).body.data.entry).toMatchObject({
      score: null,
    });
    expect(await spike.delete(`/api/auth/anime-lists/${MOVIE}/watching`)).toMatchObject({
      status: 404,
      body: failure(`Anime ${MOVIE} is not on your watching list.`),
    });
    expect((await spike.delete(`/api/auth/anime-lists/${MOVIE}/completed`)).body.data).toEqual({
      entry: null,
    });
  });

  it('lands 50 parallel episode marks once each', async () => {
    const spike = as('Spike');
    await spike.post('/api/auth/anime-lists', { animeId: ORCHARD, status: 'watching' });
    const marks = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        spike.post('/api/auth/episode-progress', { animeId: ORCHARD, episodeNumber: (index % 24) + 1 }),
      ),
    );
    expect(marks.map((mark) => mark.status)).toEqual(Array(50).fill(200));
    expect((await spike.get(`/api/auth/episode-count/${ORCHARD}`)).body.data.episodeCount).toBe(24);
  });

  it("keeps every user's entries their own and others' private things private", async () => {
    const faye = as('Faye');
    const vicious = as('Vicious');
    await vicious.post('/api/auth/anime-lists', { animeId: BAKERY, status: 'dropped' });
    await as('Spike').put(`/api/auth/anime-lists/${ORCHARD}`, { isPrivate: true });

    expect(await faye.delete(`/api/auth/anime-lists/${BAKERY}/completed`)).toMatchObject({ status: 404 });
    expect((await faye.get('/api/auth/anime-lists')).body.data.lists.completed).toEqual([]);
    expect(await faye.get(`/api/recommendations/${ids.Spike}`)).toMatchObject({
      status: 403,
      body: failure('You can only read your own recommendations.'),
    });

    const spikeLists = await faye.get('/api/users/Spike/anime-lists');
    expect(spikeLists.body.data.user).toMatchObject({ username: 'Spike' });
    expect(spikeLists.body.data.lists.completed).toMatchObject([{ animeId: BAKERY }]);
    expect(spikeLists.body.data.lists.watching).toEqual([]);
    expect((await stack.call('GET', '/api/users/Spike/statistics')).body.data.statistics).toMatchObject({
      totalAnime: 1,
      // The private title's 24 episodes are left out; the movie's episode counts though it left the lists.
      totalEpisodes: 13,
    });
    expect(await faye.get('/api/users/Vicious/anime-lists')).toMatchObject({
      status: 404,
      body: failure('User not found.'),
    });
    expect(await stack.call('GET', '/api/users/Vicious/statistics')).toMatchObject({ status: 404 });
    expect((await vicious.get('/api/users/Vicious/anime-lists')).body.data.lists.dropped).toHaveLength(1);

    // Favorites hidden by their owner disappear from what others see.
    await as('Spike').put('/api/auth/profile', { preferences: { privacy: { showFavorites: false } } });
    expect((await faye.get('/api/users/Spike/anime-lists')).body.data.lists.favorite).toBeUndefined();
    expect((await as('Spike').get('/api/users/Spike/anime-lists')).body.data.lists.favorite).toHaveLength(1);

    const watchers = await stack.call('GET', `/api/users/anime/${BAKERY}`);
    expect(watchers.body.data.users).toEqual([
      expect.objectContaining({ username: 'Spike', status: 'completed', score: 8, isFavorite: false }),
    ]);
    expect(await stack.call('GET', `/api/users/anime/${BAKERY}?limit=0`)).toMatchObject({
      status: 400,
      body: failure("limit must be a whole number from 1 to 50, got '0'."),
    });
  });

  it("recommends titles similar to the user's that are on none of their lists", async () => {
    const response = await as('Spike').get(`/api/recommendations/${ids.Spike}?t=${Date.now()}`);
    expect(response.status).toBe(200);
    const suggested: number[] = response.body.data.map((anime: { mal_id: number }) => anime.mal_id);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested).not.toContain(BAKERY);
    expect(suggested).not.toContain(ORCHARD);
  });

  it('exports the lists as MAL XML and JSON, and imports the XML into another account, twice without change', async () => {
    const exported = await as('Spike').get('/api/auth/anime-lists/export?format=mal');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="anime-lists-Spike-\d{4}-\d{2}-\d{2}\.xml"$/,
    );
    const xml = exported.body as string;
    expect(xml).toContain(`<series_animedb_id>${BAKERY}</series_animedb_id>`);

    const json = await as('Spike').get('/api/auth/anime-lists/export?format=json');
    expect(json.headers.get('content-disposition')).toMatch(/\.json"$/);
    expect(json.body).toMatchObject({
      username: 'Spike',
      entries: [{ animeId: ORCHARD }, { animeId: BAKERY }],
    });
    expect(await as('Spike').get('/api/auth/anime-lists/export?format=csv')).toMatchObject({
      status: 400,
      body: failure("format must be one of mal, json, got 'csv'."),
    });

    const importAs = (dryRun: boolean) =>
      stack.call('POST', `/api/auth/anime-lists/import?dryRun=${dryRun}`, { token: tokens.Faye, xml });
    expect((await importAs(true)).body.data).toEqual({
      dryRun: true,
      total: 2,
      added: 2,
      updated: 0,
      unchanged: 0,
      unmatched: [],
      pending: [],
    });
    expect((await as('Faye').get('/api/auth/anime-lists')).body.data.lists.completed).toEqual([]);
    expect((await importAs(false)).body.data).toMatchObject({ added: 2 });
    const afterFirst = (await as('Faye').get('/api/auth/anime-lists')).body.data.lists;
    expect(afterFirst.completed).toMatchObject([
      { animeId: BAKERY, score: 8, episodesWatched: 12, timesRewatched: 1, isFavorite: true },
    ]);
    expect(afterFirst.watching).toMatchObject([{ animeId: ORCHARD, episodesWatched: 24, isPrivate: true }]);
    expect((await importAs(false)).body.data).toMatchObject({ added: 0, updated: 0, unchanged: 2 });
    expect((await as('Faye').get('/api/auth/anime-lists')).body.data.lists).toEqual(afterFirst);
    expect(
      await stack.call('POST', '/api/auth/anime-lists/import', { token: tokens.Faye, xml: '<html></html>' }),
    ).toMatchObject({
      status: 400,
      body: failure('The file is not a MyAnimeList export: it has no <myanimelist> element.'),
    });
  });
});
