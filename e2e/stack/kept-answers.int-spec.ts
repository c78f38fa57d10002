import { eventually } from '@tracker/testing';

import { type CallOptions, Stack } from '../support/stack';

/** Fixture titles the catalogue learns from the fake Jikan: a 12-episode TV series and a movie. */
const BAKERY = 90011;
const MOVIE = 90004;
const OWN_READS = [
  '/api/auth/anime-lists',
  '/api/auth/statistics',
  '/api/auth/episode-progress',
  '/api/auth/me',
  '/api/auth/session',
] as const;
type OwnRead = (typeof OWN_READS)[number];
/** The smallest valid GIF: one transparent pixel. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The reads of one's own that the services answer (the upstream status is a shared snapshot, left out). */
const OWN_READ_CLAIMS =
  /claimed (lists\.\S+\.get\S*|auth-user\.account\.get|social\.badges\.get|catalogue\.anime\.batch) /g;

/**
 * Two gateway replicas keeping each user's own answers: a write through one is seen by the next read on
 * the other (the services' broadcasts) and on itself, whatever the write, and a repeated read is answered
 * without asking the service. Another user's friend request shows in the session read's badges at once.
 */
describe('kept signed-in answers on two gateway replicas', () => {
  let stack: Stack;
  let token = '';
  let jetId = '';
  let fayeToken = '';

  beforeAll(async () => {
    stack = await Stack.start('kept-answers', {
      services: ['auth-user', 'lists-progress', 'catalogue', 'social'],
      gateways: 2,
      env: { JIKAN_MIN_GAP_MS: '0', SERVICE_TIMEOUT_MS: '5000', LOG_LEVEL: 'debug' },
    });
    ({ token } = await stack.register('Jet', { email: 'jet@bebop.test' }));
    jetId = (await read(0, '/api/auth/me')).match(/"id":"([^"]+)"/)?.[1] ?? '';
    ({ token: fayeToken } = await stack.register('Faye', { email: 'faye@bebop.test' }));
    // Both titles known to the catalogue before the writes, so none is left pending.
    for (const id of [BAKERY, MOVIE])
      expect((await call(0, 'GET', `/api/database/anime/${id}`)).status).toBe(200);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** Jet's call through one replica. */
  const call = (replica: number, method: string, path: string, options: CallOptions = {}) =>
    stack.call(method, path, { ...options, token, baseUrl: stack.gatewayUrls[replica] });
  /** The answer's text; the session's without the upstream, a snapshot of the catalogue's jobs that moves on its own. */
  const read = async (replica: number, path: OwnRead) => {
    const { status, text } = await call(replica, 'GET', path);
    expect(status).toBe(200);
    if (path !== '/api/auth/session') return text;
    const { data } = JSON.parse(text);
    return JSON.stringify({ ...data, upstream: undefined });
  };
  /** How many reads of their own the services have handled. */
  const serviceReads = () =>
    stack.services
      .map((service) => service.output.match(OWN_READ_CLAIMS) ?? [])
      .reduce((count, claims) => count + claims.length, 0);
  /** Reads everything on both replicas, twice; true when the second round asked no service. */
  const readTwiceEverywhere = async () => {
    for (const replica of [0, 1]) for (const path of OWN_READS) await read(replica, path);
    const before = serviceReads();
    for (const replica of [0, 1]) for (const path of OWN_READS) await read(replica, path);
    return serviceReads() === before;
  };

  it('answers a repeated read from the replica, without the service', async () => {
    // Each replica subscribes to the broadcasts in the background after it starts: nothing is kept before.
    await eventually(async () => {
      if (!(await readTwiceEverywhere())) throw new Error('a repeated read still reached a service');
    }, 15_000);
  });

  const writes: Array<[string, OwnRead[], () => Promise<{ status: number }>]> = [
    [
      'adding a title',
      ['/api/auth/anime-lists', '/api/auth/statistics', '/api/auth/session'],
      () => call(0, 'POST', '/api/auth/anime-lists', { json: { animeId: BAKERY, status: 'watching' } }),
    ],
    [
      'updating an entry',
      ['/api/auth/anime-lists', '/api/auth/statistics'],
      () => call(0, 'PUT', `/api/auth/anime-lists/${BAKERY}`, { json: { score: 7 } }),
    ],
    [
      'marking an episode',
      ['/api/auth/episode-progress', '/api/auth/anime-lists', '/api/auth/session'],
      () => call(0, 'POST', '/api/auth/episode-progress', { json: { animeId: BAKERY, episodeNumber: 1 } }),
    ],
    [
      'reporting playback',
      ['/api/auth/episode-progress', '/api/auth/session'],
      () =>
        call(0, 'POST', '/api/episode/progress', {
          json: { animeId: BAKERY, episodeNumber: 2, progress: 50 },
        }),
    ],
    [
      'unmarking an episode',
      ['/api/auth/episode-progress', '/api/auth/anime-lists'],
      () => call(0, 'DELETE', `/api/auth/episode-progress/${BAKERY}/1`),
    ],
    [
      'marking every episode',
      ['/api/auth/episode-progress', '/api/auth/statistics'],
      () =>
        call(0, 'POST', '/api/auth/mark-all-episodes-watched', {
          json: { animeId: BAKERY, totalEpisodes: 12 },
        }),
    ],
    [
      'removing the rating',
      ['/api/auth/anime-lists', '/api/auth/statistics'],
      () => call(0, 'DELETE', `/api/auth/anime-lists/${BAKERY}/rating`),
    ],
    [
      'removing the title',
      ['/api/auth/anime-lists', '/api/auth/statistics'],
      () => call(0, 'DELETE', `/api/auth/anime-lists/${BAKERY}`),
    ],
    [
      'importing a list',
      ['/api/auth/anime-lists', '/api/auth/statistics'],
      () =>
        call(0, 'POST', '/api/auth/anime-lists/import', {
          xml: `<?xml version="1.0"?><myanimelist><anime><series_animedb_id>${MOVIE}</series_animedb_id><my_status>Completed</my_status></anime></myanimelist>`,
        }),
    ],
    [
      'receiving a friend request',
      ['/api/auth/session'],
      () =>
        stack.call('POST', '/api/friends/request', {
          token: fayeToken,
          baseUrl: stack.gatewayUrls[0],
          json: { userId: jetId },
        }),
    ],
    [
      'changing the profile',
      ['/api/auth/me', '/api/auth/session'],
      () => call(0, 'PUT', '/api/auth/profile', { json: { displayName: 'Jet Black' } }),
    ],
    [
      'uploading an avatar',
      ['/api/auth/me'],
      () => {
        const form = new FormData();
        form.append('avatar', new Blob([new Uint8Array(GIF)], { type: 'image/gif' }), 'jet.gif');
        return call(0, 'POST', '/api/auth/upload-avatar', { form });
      },
    ],
  ];

  it.each(writes)(
    'shows %s on the other replica and on the writer at the next read',
    async (_, changed, write) => {
      expect(await readTwiceEverywhere()).toBe(true);
      const before = await Promise.all(changed.map((path) => read(1, path)));

      expect((await write()).status).toBeLessThan(300);

      const onOther = await Promise.all(changed.map((path) => read(1, path)));
      const onWriter = await Promise.all(changed.map((path) => read(0, path)));
      changed.forEach((path, index) => {
        expect({ path, changed: onOther[index] !== before[index] }).toEqual({ path, changed: true });
      });
      expect(onWriter).toEqual(onOther);
    },
  );
});
