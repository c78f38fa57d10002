import { Stack } from '../support/stack';

/**
 * Issue 19's activity log through the real gateway, auth-user, lists-progress, catalogue and social
 * processes: list writes become entries, episode marks merge, friends see each other's public activity,
 * and private entries and profiles stay hidden.
 */
describe('activity through the stack', () => {
  /** Fixture titles of the fake public API (12 and 24 episodes). */
  const BAKERY = 90011;
  const ORCHARD = 90012;
  let stack: Stack;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    stack = await Stack.start('activity', {
      services: ['auth-user', 'lists-progress', 'catalogue', 'social'],
      env: { JIKAN_MIN_GAP_MS: '0', SEED_ON_START: 'false', SERVICE_TIMEOUT_MS: '5000' },
    });
    for (const anime of [BAKERY, ORCHARD]) await stack.get(`/api/database/anime/${anime}`);
    for (const [name, isPublic] of [
      ['Faye', true],
      ['Edward', true],
      ['Julia', false],
    ] as const) {
      const { token, user } = await stack.register(name, { makeProfilePublic: isPublic });
      tokens[name] = token;
      ids[name] = user.id;
    }
    await befriend('Faye', 'Edward');
    await befriend('Faye', 'Julia');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const as = (name: string) => ({
    get: (path: string) => stack.call('GET', path, { token: tokens[name] }),
    write: async (method: string, path: string, json?: unknown) => {
      const answer = await stack.call(method, path, { token: tokens[name], json });
      if (answer.status >= 300)
        throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.error}`);
      return answer;
    },
  });
  const befriend = async (asker: string, receiver: string) => {
    const asked = await as(asker).write('POST', '/api/friends/request', { userId: ids[receiver] });
    await as(receiver).write('PUT', `/api/friends/requests/${asked.body.data.request.id}/accept`);
  };
  /** Each entry as one line: whose (in the feed), what, which title, and its details. */
  const lines = (items: any[]) =>
    items.map((item) =>
      [
        item.user?.username,
        item.kind,
        item.anime.title,
        item.status ?? item.score ?? (item.episodes && `${item.episodes.from}-${item.episodes.to}`),
      ]
        .filter((part) => part !== undefined)
        .join(' '),
    );
  const failure = (error: string) => ({ success: false, data: null, error });

  it("logs Edward's list writes, merges his episode marks, and shows his public activity to his friend Faye", async () => {
    const edward = as('Edward');
    await edward.write('POST', '/api/auth/anime-lists', { animeId: BAKERY, status: 'watching' });
    for (const episodeNumber of [1, 2, 3]) {
      await edward.write('POST', '/api/auth/episode-progress', { animeId: BAKERY, episodeNumber });
    }
    await edward.write('PUT', `/api/auth/anime-lists/${BAKERY}`, { score: 8 });
    await edward.write('POST', '/api/auth/anime-lists', { animeId: ORCHARD, status: 'plan_to_watch' });
    await edward.write('PUT', `/api/auth/anime-lists/${ORCHARD}`, { isPrivate: true });
    await edward.write('POST', '/api/auth/mark-all-episodes-watched', {
      animeId: ORCHARD,
      totalEpisodes: 24,
    });

    const own = await edward.get('/api/users/edward/activity');
    expect(lines(own.body.data.items)).toEqual([
      'episodes_watched Tetsu no Kajuen 1-24',
      'added Tetsu no Kajuen plan_to_watch',
      'score_set Shiokaze Bakery Nikki 8',
      'episodes_watched Shiokaze Bakery Nikki 1-3',
      'added Shiokaze Bakery Nikki watching',
    ]);
    const publicEntries = [
      'score_set Shiokaze Bakery Nikki 8',
      'episodes_watched Shiokaze Bakery Nikki 1-3',
      'added Shiokaze Bakery Nikki watching',
    ];
    expect(lines((await stack.call('GET', '/api/users/edward/activity')).body.data.items)).toEqual(
      publicEntries,
    );
    expect(lines((await as('Faye').get('/api/users/Edward/activity')).body.data.items)).toEqual(
      publicEntries,
    );

    const feed = await as('Faye').get('/api/auth/activity/friends');
    expect(feed.status).toBe(200);
    expect(lines(feed.body.data.items)).toEqual(publicEntries.map((line) => `Edward ${line}`));
    expect(feed.body.data.items[0].user).toEqual({
      id: ids.Edward,
      username: 'Edward',
      displayName: 'Edward',
      avatar_url: null,
    });
    expect(feed.body.data.nextCursor).toBeNull();
  });

  it("pages the feed by cursor and keeps a private friend's activity out", async () => {
    await as('Julia').write('POST', '/api/auth/anime-lists', { animeId: BAKERY, status: 'completed' });
    const first = await as('Faye').get('/api/auth/activity/friends?limit=2');
    expect(lines(first.body.data.items)).toEqual([
      'Edward score_set Shiokaze Bakery Nikki 8',
      'Edward episodes_watched Shiokaze Bakery Nikki 1-3',
    ]);
    const rest = await as('Faye').get(
      `/api/auth/activity/friends?limit=2&cursor=${first.body.data.nextCursor}`,
    );
    expect(lines(rest.body.data.items)).toEqual(['Edward added Shiokaze Bakery Nikki watching']);
    expect(rest.body.data.nextCursor).toBeNull();
    // Edward's one friend, Faye, has done nothing yet; Julia is Faye's friend, not his.
    expect((await as('Edward').get('/api/auth/activity/friends')).body.data.items).toEqual([]);
  });

  it('answers a private or unknown profile 404, and a bad cursor or limit 400 with what to send', async () => {
    expect(await as('Faye').get('/api/users/Julia/activity')).toEqual({
      status: 404,
      body: failure('User not found.'),
    });
    expect(await stack.call('GET', '/api/users/nobody_here/activity')).toEqual({
      status: 404,
      body: failure('User not found.'),
    });
    expect((await as('Julia').get('/api/users/julia/activity')).body.data.items).toHaveLength(1);
    expect(await stack.call('GET', '/api/users/Edward/activity?cursor=not-one')).toEqual({
      status: 400,
      body: failure(
        'cursor must be the nextCursor of an activity page, as given; leave it out for the first page.',
      ),
    });
    expect(await as('Faye').get('/api/auth/activity/friends?limit=51')).toEqual({
      status: 400,
      body: failure("limit must be a whole number from 1 to 50, got '51'."),
    });
    expect(await stack.call('GET', '/api/auth/activity/friends')).toMatchObject({ status: 401 });
  });
});
