import { eventually } from '@tracker/testing';

import { Stack } from '../support/stack';

/** Fixture titles the catalogue learns from the fake Jikan (12 and 24 episodes). */
const BAKERY = 90011;
const ORCHARD = 90012;
const FEED = '/api/auth/activity/friends?limit=10';
const EDWARDS_PAGE = '/api/users/edward/activity?limit=5';

/**
 * Two gateway replicas keeping the first pages of activity: Faye's friends' feed and Edward's page, as he
 * and as anyone else sees it. A change through one replica (a friend's list write, a friendship made or
 * ended, a profile made private) is seen by the next read on the other, and a repeated read asks no service.
 */
describe('kept activity pages on two gateway replicas', () => {
  let stack: Stack;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    stack = await Stack.start('kept-activity', {
      services: ['auth-user', 'lists-progress', 'catalogue', 'social'],
      gateways: 2,
      env: {
        JIKAN_MIN_GAP_MS: '0',
        SEED_ON_START: 'false',
        SERVICE_TIMEOUT_MS: '5000',
        LOG_LEVEL: 'debug',
      },
    });
    for (const anime of [BAKERY, ORCHARD])
      expect((await stack.get(`/api/database/anime/${anime}`)).status).toBe(200);
    for (const name of ['Faye', 'Edward', 'Julia']) {
      const { token, user } = await stack.register(name, { makeProfilePublic: true });
      tokens[name] = token;
      ids[name] = user.id;
    }
    await befriend('Faye', 'Edward');
    await as('Edward', 0).write('POST', '/api/auth/anime-lists', { animeId: BAKERY, status: 'watching' });
    await as('Julia', 0).write('POST', '/api/auth/anime-lists', {
      animeId: ORCHARD,
      status: 'plan_to_watch',
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** Calls through one replica, signed in as `name` (or no one). */
  const as = (name: string | undefined, replica: number) => {
    const options = { token: name && tokens[name], baseUrl: stack.gatewayUrls[replica] };
    return {
      get: (path: string) => stack.call('GET', path, options),
      write: async (method: string, path: string, json?: unknown) => {
        const answer = await stack.call(method, path, { ...options, json });
        if (answer.status >= 300)
          throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.error}`);
        return answer;
      },
    };
  };
  const befriend = async (asker: string, receiver: string) => {
    const asked = await as(asker, 0).write('POST', '/api/friends/request', { userId: ids[receiver] });
    await as(receiver, 0).write('PUT', `/api/friends/requests/${asked.body.data.request.id}/accept`);
  };
  /** Each entry as one line: whose (in the feed), what and which title. */
  const lines = (items: any[]) =>
    items.map((item) => [item.user?.username, item.kind, item.anime.id].filter(Boolean).join(' '));
  const fayesFeed = async (replica: number) => {
    const { status, body } = await as('Faye', replica).get(FEED);
    expect(status).toBe(200);
    return lines(body.data.items);
  };
  const edwardsPage = async (replica: number, viewer?: string) => {
    const { status, body } = await as(viewer, replica).get(EDWARDS_PAGE);
    return status === 200 ? lines(body.data.items) : status;
  };
  /** How many activity pages lists-progress has built. */
  const serviceReads = () =>
    stack.services
      .map((service) => service.output.match(/claimed lists\.activity\.\S+ /g) ?? [])
      .reduce((count, claims) => count + claims.length, 0);
  /** Every kept page on both replicas, twice; true when the second round asked no service. */
  const readTwiceEverywhere = async () => {
    const readAll = async () => {
      for (const replica of [0, 1]) {
        await fayesFeed(replica);
        await edwardsPage(replica);
        await edwardsPage(replica, 'Edward');
      }
    };
    await readAll();
    const before = serviceReads();
    await readAll();
    return serviceReads() === before;
  };

  it('answers a repeated first page from the replica, without lists-progress', async () => {
    // Each replica subscribes to the broadcasts in the background after it starts: nothing is kept before.
    await eventually(async () => {
      if (!(await readTwiceEverywhere())) throw new Error('a repeated read still reached lists-progress');
    }, 15_000);
    expect(await fayesFeed(1)).toEqual([`Edward added ${BAKERY}`]);
  });

  it("shows a friend's list write at the next read on the other replica", async () => {
    expect(await readTwiceEverywhere()).toBe(true);
    await as('Edward', 0).write('PUT', `/api/auth/anime-lists/${BAKERY}`, { score: 9 });
    const written = [`score_set ${BAKERY}`, `added ${BAKERY}`];
    expect(await fayesFeed(1)).toEqual(written.map((line) => `Edward ${line}`));
    expect(await edwardsPage(1)).toEqual(written);
    expect(await edwardsPage(1, 'Edward')).toEqual(written);
  });

  it('shows a new friend at the next read on the other replica, and drops one whose friendship ended', async () => {
    expect(await readTwiceEverywhere()).toBe(true);
    await befriend('Julia', 'Faye');
    expect(await fayesFeed(1)).toEqual([
      `Edward score_set ${BAKERY}`,
      `Julia added ${ORCHARD}`,
      `Edward added ${BAKERY}`,
    ]);

    expect(await readTwiceEverywhere()).toBe(true);
    // Julia ends it: neither the replica nor the reader took part in the change.
    await as('Julia', 0).write('DELETE', `/api/friends/${ids.Faye}`);
    expect(await fayesFeed(1)).toEqual([`Edward score_set ${BAKERY}`, `Edward added ${BAKERY}`]);
  });

  it('hides a friend who made their profile private at the next read on the other replica', async () => {
    expect(await readTwiceEverywhere()).toBe(true);
    await as('Edward', 0).write('PUT', '/api/auth/profile', { isPublic: false });
    expect(await fayesFeed(1)).toEqual([]);
    expect(await edwardsPage(1)).toBe(404);
    expect(await edwardsPage(1, 'Faye')).toBe(404);
    expect(await edwardsPage(1, 'Edward')).toEqual([`score_set ${BAKERY}`, `added ${BAKERY}`]);
  });
});
