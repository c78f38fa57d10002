import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ROOT } from '../support/service-process';
import { Stack } from '../support/stack';

/**
 * Who may do what on every route of the gateway, against the real processes: A (public profile), B
 * (private profile) and an admin (ADMIN_EMAIL). A route the gateway serves that is not in the matrix fails
 * the suite, so every new route gets its row.
 *
 * The columns, each a caller and the user whose resource the request names:
 *   anonymous  no token, naming B's resources
 *   A→A        A on A's own resources: must succeed
 *   A→B        A naming B: B's username, id, anime and avatar in the path, and on routes that act on the
 *              caller (/api/auth/*, /api/episode/*) B's id smuggled in as `userId`, in the JSON body when
 *              there is one (an unknown field: 400) else in the query (ignored: the answer is A's)
 *   admin→B    the admin, the same way: an admin may do no more than any user, but on the admin routes
 *              (`/api/admin/*`: 401/403 for the others and 2xx here, where the admin may see B)
 * and, derived: each forged token (see FORGERIES), claiming to be B, gets 401 on a route that needs a token
 * and the anonymous answer on a public one. After every cell no answer but A→A holds B's id, email or
 * username, and at the end B's profile, lists, episodes and statistics read back unchanged.
 */
// prettier-ignore
const MATRIX: [route: string, anonymous: number, own: number, other: number, admin: number][] = [
  // route                                                            anonymous  A→A  A→B  admin→B
  ['GET /api/health',                                                       200, 200, 200, 200],
  ['GET /api/health/ready',                                                 200, 200, 200, 200],
  ['GET /api/database/health',                                              200, 200, 200, 200],
  ['GET /api/database/current-season',                                      200, 200, 200, 200],
  ['GET /api/database/search',                                              200, 200, 200, 200],
  ['GET /api/database/anime/batch',                                         200, 200, 200, 200],
  ['GET /api/database/top',                                                 200, 200, 200, 200],
  ['GET /api/database/anime/by-slug/{slug}',                                200, 200, 200, 200],
  ['GET /api/database/schedule',                                            200, 200, 200, 200],
  ['GET /api/database/anime/{id}',                                          200, 200, 200, 200],
  ['GET /api/database/similar/{id}',                                        200, 200, 200, 200],
  ['GET /api/anime/{id}/franchise',                                         200, 200, 200, 200],
  ['GET /api/anime/{id}/{resource}',                                        200, 200, 200, 200],
  ['GET /api/mal/anime',                                                    200, 200, 200, 200],
  ['GET /api/mal/anime/season/{year}/{season}',                             200, 200, 200, 200],
  ['GET /api/mal/anime/ranking',                                            200, 200, 200, 200],
  ['GET /api/mal/anime/{id}',                                               200, 200, 200, 200],
  // Signing up or in as B: B's name and email are taken, and B's password is not known.
  ['POST /api/auth/register',                                               409, 201, 409, 409],
  ['POST /api/auth/login',                                                  401, 200, 401, 401],
  ['GET /api/auth/me',                                                      401, 200, 200, 200],
  ['GET /api/auth/session',                                                 401, 200, 200, 200],
  ['POST /api/auth/logout',                                                 401, 200, 200, 200],
  ['POST /api/auth/logout-all',                                             401, 200, 200, 200],
  ['PUT /api/auth/password',                                                401, 200, 400, 400],
  ['GET /api/auth/profile',                                                 401, 200, 200, 200],
  ['PUT /api/auth/profile',                                                 401, 200, 400, 400],
  ['POST /api/auth/upload-avatar',                                          401, 200, 200, 200],
  ['POST /api/auth/upload-banner',                                          401, 200, 200, 200],
  // Uploaded images are public by their unguessable id, as an <img> needs.
  ['GET /api/media/{file}',                                                 200, 200, 200, 200],
  ['GET /api/users/search',                                                 401, 200, 200, 200],
  ['GET /api/users/{username}',                                             404, 200, 404, 404],
  ['GET /api/users/{username}/anime-lists',                                 404, 200, 404, 404],
  ['GET /api/users/{username}/statistics',                                  404, 200, 404, 404],
  ['GET /api/users/anime/{animeId}',                                        200, 200, 200, 200],
  ['GET /api/auth/anime-lists',                                             401, 200, 200, 200],
  ['POST /api/auth/anime-lists',                                            401, 201, 400, 400],
  ['GET /api/auth/anime-lists/export',                                      401, 200, 200, 200],
  ['POST /api/auth/anime-lists/import',                                     401, 200, 200, 200],
  ['PUT /api/auth/anime-lists/{animeId}',                                   401, 200, 400, 400],
  ['DELETE /api/auth/anime-lists/{animeId}',                                401, 200, 404, 404],
  ['DELETE /api/auth/anime-lists/{animeId}/{what}',                         401, 200, 404, 404],
  ['GET /api/auth/statistics',                                              401, 200, 200, 200],
  ['GET /api/auth/episode-progress',                                        401, 200, 200, 200],
  ['GET /api/auth/episode-progress/{animeId}',                              401, 200, 200, 200],
  ['POST /api/auth/episode-progress',                                       401, 200, 400, 400],
  ['DELETE /api/auth/episode-progress/{animeId}/{episodeNumber}',           401, 200, 404, 404],
  ['POST /api/auth/mark-all-episodes-watched',                              401, 200, 400, 400],
  ['GET /api/auth/episode-count/{animeId}',                                 401, 200, 200, 200],
  ['POST /api/episode/progress',                                            401, 200, 400, 400],
  ['GET /api/recommendations/{userId}',                                     401, 200, 403, 403],
  // Social: A→B names B's request, friend, blocked user and conversation (404), messages B (403), or
  // smuggles B's id into the body as the sender, blocker or reporter (an unknown field: 400).
  ['GET /api/friends',                                                      401, 200, 200, 200],
  ['GET /api/friends/requests',                                             401, 200, 200, 200],
  ['POST /api/friends/request',                                             401, 201, 400, 400],
  ['PUT /api/friends/requests/{requestId}/accept',                          401, 200, 404, 404],
  ['PUT /api/friends/requests/{requestId}/reject',                          401, 200, 404, 404],
  ['DELETE /api/friends/{friendId}',                                        401, 200, 404, 404],
  ['GET /api/friends/blocked',                                              401, 200, 200, 200],
  ['POST /api/friends/blocked',                                             401, 201, 400, 400],
  ['DELETE /api/friends/blocked/{userId}',                                  401, 200, 404, 404],
  ['POST /api/messages',                                                    401, 201, 403, 403],
  ['GET /api/messages/conversations',                                       401, 200, 200, 200],
  ['GET /api/messages/conversations/{conversationId}/messages',             401, 200, 404, 404],
  ['PUT /api/messages/conversations/{conversationId}/read',                 401, 200, 404, 404],
  ['POST /api/reports',                                                     401, 201, 400, 400],
  // Notifications (issue 21): always the caller's; A→B names B's notification (404).
  ['GET /api/notifications',                                                401, 200, 200, 200],
  ['PUT /api/notifications/read-all',                                       401, 200, 200, 200],
  ['PUT /api/notifications/{notificationId}/read',                          401, 200, 404, 404],
  // Dashboards: B's profile is private, so naming it is 404 whoever asks; A's own is created on first read.
  ['GET /api/users/{username}/dashboard-config',                            404, 200, 404, 404],
  ['PUT /api/users/{username}/dashboard-config',                            401, 200, 404, 404],
  ['DELETE /api/users/{username}/dashboard-config',                         401, 200, 404, 404],
  // Favorite characters: B's are behind B's private profile; A→B deletes the one B keeps, which A does not.
  ['GET /api/users/{username}/favorite-characters',                         404, 200, 404, 404],
  ['PUT /api/auth/favorite-characters/{characterId}',                       401, 200, 400, 400],
  ['DELETE /api/auth/favorite-characters/{characterId}',                    401, 200, 404, 404],
  // Activity: B's profile is private, so B's is 404 whoever asks; the friends' feed is always the caller's.
  ['GET /api/users/{username}/activity',                                    404, 200, 404, 404],
  ['GET /api/auth/activity/friends',                                        401, 200, 200, 200],
  // Personal API tokens (issue 21): always the caller's; A→B smuggles B's id into the body (400) or names
  // B's token (404).
  ['POST /api/auth/api-tokens',                                             401, 201, 400, 400],
  ['GET /api/auth/api-tokens',                                              401, 200, 200, 200],
  ['DELETE /api/auth/api-tokens/{id}',                                      401, 200, 404, 404],
  // Admin (issue 20): only the admin, whose service asks auth-user again; A→A is A on A's own account.
  // The admin's cells act on B and put B back (demoted, enabled and signed in anew).
  ['GET /api/admin/audit',                                                  401, 403, 403, 200],
  ['GET /api/admin/users',                                                  401, 403, 403, 200],
  ['GET /api/admin/users/{userId}',                                         401, 403, 403, 200],
  ['POST /api/admin/users/{userId}/promote',                                401, 403, 403, 200],
  ['POST /api/admin/users/{userId}/demote',                                 401, 403, 403, 200],
  ['POST /api/admin/users/{userId}/disable',                                401, 403, 403, 200],
  ['POST /api/admin/users/{userId}/enable',                                 401, 403, 403, 200],
  // Reports and the catalogue: the admin acts on A's reports of
  // C and on the catalogue's queue, never on B. Retrying a job that has not failed is the catalogue's 409:
  // the admin got past both checks (the stack runs no worker, so no job fails).
  ['GET /api/admin/reports',                                                401, 403, 403, 200],
  ['POST /api/admin/reports/{id}/resolve',                                  401, 403, 403, 200],
  ['POST /api/admin/reports/{id}/dismiss',                                  401, 403, 403, 200],
  ['GET /api/admin/catalogue',                                              401, 403, 403, 200],
  ['POST /api/admin/catalogue/jobs/{jobId}/retry',                          401, 403, 403, 409],
  ['DELETE /api/admin/catalogue/jobs/{jobId}',                              401, 403, 403, 200],
  ['POST /api/admin/catalogue/warm',                                        401, 403, 403, 202],
  ['POST /api/admin/catalogue/reseed',                                      401, 403, 403, 202],
  ['POST /api/admin/catalogue/enrich/{animeId}',                            401, 403, 403, 202],
  ['GET /api/admin/system',                                                 401, 403, 403, 200],
  // Deletion: the admin deletes an account made
  // for the cell, never B; B has no deletion to show.
  ['DELETE /api/admin/users/{userId}',                                      401, 403, 403, 202],
  ['GET /api/admin/deletions/{userId}',                                     401, 403, 403, 404],
  // Calendar feeds (issue 21): the public one is everyone's; a private one is open to whoever holds its
  // address, the key its owner copies into a calendar app; the address and a new one are the caller's own.
  ['GET /api/calendar.ics',                                                 200, 200, 200, 200],
  ['GET /api/calendar/{file}',                                              200, 200, 200, 200],
  ['GET /api/auth/calendar-feed',                                           401, 200, 200, 200],
  ['POST /api/auth/calendar-feed/regenerate',                               401, 200, 200, 200],
];

/** Fixture titles of the fake Jikan: B has the bakery on a list, A the orchard. */
const BAKERY = { id: 90011, episodes: 12, slug: 'tidewater-bakery-diaries' };
const ORCHARD = { id: 90012, episodes: 24 };
/** Characters of the fake Jikan's Starlit Cartographers (90001): A hearts Aoi in A's cells, B keeps Ren. */
const STARLIT = 90001;
const AOI = 300_001;
const REN = 300_002;
const PASSWORD = 'Matrix1';
const NEW_PASSWORD = 'Matrix2';
/** Signs real tokens for the expired forgery: the suite knows the stack's secret, an attacker would not. */
const JWT_SECRET = 'authorization-matrix-secret-7f3a9c';
/** The smallest valid GIF: one transparent pixel. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

type Cell = 'anonymous' | 'own' | 'other' | 'admin' | 'forged';

interface Account {
  id: string;
  username: string;
  email: string;
  token: string;
  /** The title this user has on the watching list. */
  anime: { id: number; episodes: number };
}

interface Request {
  path: string;
  json?: unknown;
  xml?: string;
  form?: FormData;
  /** The caller's token, when the cell's usual one will not do (logout spends a token). */
  token?: string;
  /** Puts the caller back as it was, when the call ended its sessions or changed its password. */
  after?: (answer: Answer) => Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

interface Context {
  cell: Cell;
  /** Whose resources the request names: A's for A→A, else B's. */
  target: Account;
  /** The signed-in caller: A, or the admin; undefined for anonymous and forged calls. */
  caller?: Account;
  /** Whether the request names someone other than the caller. */
  namesOther: boolean;
}

describe('the authorization matrix', () => {
  let stack: Stack;
  const accounts = {} as Record<'a' | 'b' | 'admin', Account>;
  let registered = 0;

  const call = (method: string, request: Request, token?: string): Promise<Answer> =>
    stack.call(method, request.path, { ...request, token: request.token ?? token });
  const as = (account: { token: string }) => ({
    get: (path: string) => call('GET', { path }, account.token),
    post: (path: string, json: unknown) => call('POST', { path, json }, account.token),
    put: (path: string) => call('PUT', { path }, account.token),
    delete: (path: string) => call('DELETE', { path }, account.token),
  });
  /**
   * The social cast beside A and B: C, whom A befriends, asks, blocks and messages in A's own cells (each
   * cell puts A and C back as strangers); D, B's friend, with whom B talks; E, whom B blocked. `ofB` holds
   * what A names of B's: C's pending request to B, B's conversation with D.
   */
  const people = {} as Record<'c' | 'd' | 'e', { id: string; token: string }>;
  const ofB = { requestId: '', conversationId: '', apiTokenId: '', notificationId: '' };
  let conversationOfA = '';
  const dataOf = (answer: Answer) => (answer.body as { data: any }).data;
  /** C asks A; A answers as `answer` says (or not at all); the request's id. */
  const cAsksA = async (answer?: 'accept' | 'reject') => {
    const asked = await as(people.c).post('/api/friends/request', { userId: accounts.a.id });
    const requestId: string = dataOf(asked).request.id;
    if (answer)
      expect((await as(accounts.a).put(`/api/friends/requests/${requestId}/${answer}`)).status).toBe(200);
    return requestId;
  };
  const unfriendC = async () => {
    expect((await as(accounts.a).delete(`/api/friends/${people.c.id}`)).status).toBe(200);
  };

  const signUp = async (username: string, isPublic: boolean) => {
    const email = `${username.toLowerCase()}@matrix.test`;
    const { token, user } = await stack.register(username, {
      email,
      password: PASSWORD,
      makeProfilePublic: isPublic,
    });
    return { id: user.id as string, username, email, token };
  };
  const signIn = async (account: Account): Promise<string> => {
    const { body } = await call('POST', {
      path: '/api/auth/login',
      json: { email: account.email, password: PASSWORD },
    });
    return (body as { data: { token: string } }).data.token;
  };

  beforeAll(async () => {
    stack = await Stack.start('authz-matrix', {
      mal: true,
      env: {
        JWT_SECRET,
        ADMIN_EMAIL: 'root@matrix.test',
        JIKAN_MIN_GAP_MS: '0',
        // Who may read the catalogue does not depend on what it holds: the fixtures are enough, and quick.
        SEED_ON_START: 'false',
        SERVICE_TIMEOUT_MS: '5000',
        // The matrix signs in and fails to sign in as B many times: the limits have suites of their own.
        LOGIN_MAX_FAILURES: '1000',
        LOGIN_MAX_FAILURES_PER_IP: '1000',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
        REGISTER_MAX_PER_IP: '1000',
        REGISTER_MAX_PER_EMAIL: '1000',
      },
    });
    // The catalogue learns the fixture titles from the fake Jikan before anyone lists them.
    for (const anime of [BAKERY, ORCHARD]) await stack.get(`/api/database/anime/${anime.id}`);
    for (const [key, username, isPublic, anime] of [
      ['a', 'Ayla', true, ORCHARD],
      ['b', 'Quillon', false, BAKERY],
      ['admin', 'Root', true, ORCHARD],
    ] as const) {
      accounts[key] = { ...(await signUp(username, isPublic)), anime };
      await call('POST', { path: '/api/auth/upload-avatar', form: gifForm('avatar') }, accounts[key].token);
    }
    const b = as(accounts.b);
    await b.post('/api/auth/anime-lists', { animeId: BAKERY.id, status: 'watching', score: 7 });
    await b.post('/api/auth/anime-lists', { animeId: BAKERY.id, status: 'favorite' });
    for (const episodeNumber of [1, 2, 3])
      await b.post('/api/auth/episode-progress', { animeId: BAKERY.id, episodeNumber });
    await as(accounts.a).post('/api/auth/anime-lists', { animeId: ORCHARD.id, status: 'watching' });
    const kept = await call(
      'PUT',
      { path: `/api/auth/favorite-characters/${REN}`, json: { animeId: STARLIT } },
      accounts.b.token,
    );
    expect(kept.status).toBe(200);

    for (const [key, username] of [
      ['c', 'Carmin'],
      ['d', 'Dorrel'],
      ['e', 'Eshe'],
    ] as const)
      people[key] = await signUp(username, true);
    const { c, d, e } = people;
    ofB.requestId = dataOf(await as(c).post('/api/friends/request', { userId: accounts.b.id })).request.id;
    const dAsked = dataOf(await as(d).post('/api/friends/request', { userId: accounts.b.id })).request.id;
    await call('PUT', { path: `/api/friends/requests/${dAsked}/accept` }, accounts.b.token);
    ofB.conversationId = dataOf(
      await b.post('/api/messages', { receiverId: d.id, content: 'Hi D' }),
    ).conversationId;
    await b.post('/api/friends/blocked', { userId: e.id });
    ofB.notificationId = dataOf(await b.get('/api/notifications')).notifications[0].id;
    ofB.apiTokenId = dataOf(
      await b.post('/api/auth/api-tokens', { name: 'Quillon script', scope: 'read' }),
    ).id;
    // A's conversation with C outlives their friendship: A reads it in A's own cells.
    await cAsksA('accept');
    conversationOfA = dataOf(
      await as(accounts.a).post('/api/messages', { receiverId: c.id, content: 'Hi C' }),
    ).conversationId;
    await unfriendC();
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** Values for the path's placeholders, from the user whose resources the request names. */
  const fill = (template: string, target: Account): string =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const values: Record<string, string | number> = {
        username: target.username,
        userId: target.id,
        animeId: target.anime.id,
        what: 'watching',
        episodeNumber: 1,
        id: BAKERY.id,
        resource: 'episodes',
        slug: BAKERY.slug,
        year: 2018,
        season: 'winter',
      };
      if (!(name in values)) throw new Error(`No value for {${name}} in ${template}: add one to fill()`);
      return String(values[name]);
    });

  /** B's id smuggled into a request that acts on the caller. */
  const smuggled = (context: Context): Record<string, string> =>
    context.namesOther ? { userId: context.target.id } : {};
  const withQuery = (path: string, query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return search.size ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
  };

  /** Whether the cell is A on A's own resources. */
  const own = (context: Context) => context.cell === 'own';

  /** A report of C by A, open, for the admin to handle; anyone else names an id no report has. */
  const reportForAdmin = async (context: Context) => {
    if (context.cell !== 'admin') return '00000000-0000-4000-8000-000000000000';
    const filed = await as(accounts.a).post('/api/reports', { userId: people.c.id, reason: 'spam' });
    return dataOf(filed).report.id as string;
  };
  /** The job of ORCHARD's enrichment, queued by the admin first in the admin's cell (no worker runs it). */
  const jobForAdmin = async (context: Context) => {
    if (context.cell === 'admin')
      expect((await as(accounts.admin).post(`/api/admin/catalogue/enrich/${ORCHARD.id}`, {})).status).toBe(
        202,
      );
    return `enrich-${ORCHARD.id}`;
  };

  /**
   * How each route is called when the default (the placeholders filled, B's id in the query of a route
   * that acts on the caller) is not enough: query strings, bodies, and the state an A→A call needs first.
   */
  const REQUESTS: Record<string, (context: Context, template: string) => Promise<Request> | Request> = {
    'GET /api/database/search': () => ({ path: '/api/database/search?q=bakery' }),
    'GET /api/database/anime/batch': () => ({ path: `/api/database/anime/batch?ids=${BAKERY.id}` }),
    'GET /api/mal/anime': () => ({ path: '/api/mal/anime?q=bakery' }),
    'POST /api/auth/register': ({ cell, target }) => {
      registered += 1;
      const username = cell === 'own' ? `Newcomer${registered}` : target.username;
      const email = cell === 'own' ? `newcomer${registered}@matrix.test` : target.email;
      return {
        path: '/api/auth/register',
        json: { username, email, displayName: username, password: PASSWORD },
      };
    },
    'POST /api/auth/login': ({ cell, target }) => ({
      path: '/api/auth/login',
      json: { email: target.email, password: cell === 'own' ? PASSWORD : 'Guess123' },
    }),
    // Logging out spends the token: each signed-in cell signs in anew for it.
    'POST /api/auth/logout': async (context) => ({
      path: withQuery('/api/auth/logout', smuggled(context)),
      token: context.caller && (await signIn(context.caller)),
    }),
    // Ending every session ends the caller's usual token too: it signs in anew afterwards.
    'POST /api/auth/logout-all': (context) => ({
      path: withQuery('/api/auth/logout-all', smuggled(context)),
      after: () => renewSessions(context),
    }),
    // A→A changes A's password and back; B's id smuggled into the body is an unknown field: 400.
    'PUT /api/auth/password': (context) => ({
      path: '/api/auth/password',
      json: {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        ...smuggled(context),
      },
      after: async (answer) => {
        if (answer.status === 200) {
          const token = (answer.body as { data: { token: string } }).data.token;
          const back = { currentPassword: NEW_PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD };
          const restored = await call('PUT', { path: '/api/auth/password', json: back }, token);
          expect(restored.status).toBe(200);
        }
        await renewSessions(context);
      },
    }),
    'PUT /api/auth/profile': (context) => ({
      path: '/api/auth/profile',
      json: { displayName: `Changed by ${context.cell}`, ...smuggled(context) },
    }),
    'POST /api/auth/upload-avatar': (context) => ({
      path: withQuery('/api/auth/upload-avatar', smuggled(context)),
      form: gifForm('avatar'),
    }),
    'POST /api/auth/upload-banner': (context) => ({
      path: withQuery('/api/auth/upload-banner', smuggled(context)),
      form: gifForm('banner'),
    }),
    // A's upload rows replace A's avatar: read the one it has now.
    'GET /api/media/{file}': async ({ target }) => {
      const { body } = await as(target).get('/api/auth/profile');
      return { path: (body as { data: { user: { avatar_url: string } } }).data.user.avatar_url };
    },
    'GET /api/users/search': ({ target }) => ({ path: `/api/users/search?q=${target.username}` }),
    'GET /api/calendar/{file}': async ({ target }) => ({
      path: dataOf(await as(target).get('/api/auth/calendar-feed')).path as string,
    }),
    'POST /api/auth/anime-lists': (context) => ({
      path: '/api/auth/anime-lists',
      json: { animeId: context.target.anime.id, status: 'watching', ...smuggled(context) },
    }),
    'POST /api/auth/anime-lists/import': (context) => ({
      // Naming B's title imports it into the caller's lists only; a dry run keeps A's lists as they are.
      path: withQuery('/api/auth/anime-lists/import', {
        dryRun: String(context.namesOther),
        ...smuggled(context),
      }),
      xml: malExport(context.target.anime.id),
    }),
    'PUT /api/auth/anime-lists/{animeId}': (context, template) => ({
      path: fill(template, context.target),
      json: { score: 9, ...smuggled(context) },
    }),
    'DELETE /api/auth/anime-lists/{animeId}': async (context, template) => {
      await relist(context);
      return { path: withQuery(fill(template, context.target), smuggled(context)) };
    },
    'DELETE /api/auth/anime-lists/{animeId}/{what}': async (context, template) => {
      await relist(context);
      return { path: withQuery(fill(template, context.target), smuggled(context)) };
    },
    'POST /api/auth/episode-progress': (context) => ({
      path: '/api/auth/episode-progress',
      json: { animeId: context.target.anime.id, episodeNumber: 4, ...smuggled(context) },
    }),
    'DELETE /api/auth/episode-progress/{animeId}/{episodeNumber}': async (context, template) => {
      if (context.cell === 'own')
        await as(context.target).post('/api/auth/episode-progress', {
          animeId: context.target.anime.id,
          episodeNumber: 1,
        });
      return { path: withQuery(fill(template, context.target), smuggled(context)) };
    },
    'POST /api/auth/mark-all-episodes-watched': (context) => ({
      path: '/api/auth/mark-all-episodes-watched',
      json: {
        animeId: context.target.anime.id,
        totalEpisodes: context.target.anime.episodes,
        ...smuggled(context),
      },
    }),
    'POST /api/episode/progress': (context) => ({
      path: '/api/episode/progress',
      json: { animeId: context.target.anime.id, episodeNumber: 5, progress: 50, ...smuggled(context) },
    }),
    // A's own dashboard, as A last read it, sent to the dashboard the cell names.
    'PUT /api/users/{username}/dashboard-config': async (context, template) => {
      const { body } = await as(accounts.a).get(`/api/users/${accounts.a.username}/dashboard-config`);
      const { userId: _, ...config } = (body as { data: { config: { userId: string } } }).data.config;
      return { path: fill(template, context.target), json: { config } };
    },
    'PUT /api/auth/favorite-characters/{characterId}': (context) => ({
      path: `/api/auth/favorite-characters/${AOI}`,
      json: { animeId: STARLIT, ...smuggled(context) },
    }),
    'DELETE /api/auth/favorite-characters/{characterId}': async (context) => {
      if (own(context)) {
        const hearted = await call(
          'PUT',
          { path: `/api/auth/favorite-characters/${AOI}`, json: { animeId: STARLIT } },
          context.target.token,
        );
        expect(hearted.status).toBe(200);
      }
      return {
        path: withQuery(`/api/auth/favorite-characters/${own(context) ? AOI : REN}`, smuggled(context)),
      };
    },
    // Social routes: A's own cells act on C and put A and C back as strangers; the others name B's.
    'POST /api/friends/request': (context) => ({
      path: '/api/friends/request',
      json: { userId: people.c.id, ...(context.namesOther ? { senderId: context.target.id } : {}) },
      after: async (answer) => {
        if (own(context) && answer.status === 201) {
          const rejected = await as(people.c).put(
            `/api/friends/requests/${dataOf(answer).request.id}/reject`,
          );
          expect(rejected.status).toBe(200);
        }
      },
    }),
    'PUT /api/friends/requests/{requestId}/accept': async (context) => ({
      path: `/api/friends/requests/${own(context) ? await cAsksA() : ofB.requestId}/accept`,
      after: async (answer) => {
        if (own(context) && answer.status === 200) await unfriendC();
      },
    }),
    'PUT /api/friends/requests/{requestId}/reject': async (context) => ({
      path: `/api/friends/requests/${own(context) ? await cAsksA() : ofB.requestId}/reject`,
    }),
    'DELETE /api/friends/{friendId}': async (context) => {
      if (own(context)) await cAsksA('accept');
      return { path: `/api/friends/${own(context) ? people.c.id : people.d.id}` };
    },
    'POST /api/friends/blocked': (context) => ({
      path: '/api/friends/blocked',
      json: { userId: people.c.id, ...(context.namesOther ? { blockerId: context.target.id } : {}) },
      after: async (answer) => {
        if (own(context) && answer.status === 201)
          expect((await as(accounts.a).delete(`/api/friends/blocked/${people.c.id}`)).status).toBe(200);
      },
    }),
    'DELETE /api/friends/blocked/{userId}': async (context) => {
      if (own(context)) await as(accounts.a).post('/api/friends/blocked', { userId: people.c.id });
      return { path: `/api/friends/blocked/${own(context) ? people.c.id : people.e.id}` };
    },
    'POST /api/messages': async (context) => {
      if (own(context)) await cAsksA('accept');
      return {
        path: '/api/messages',
        json: { receiverId: own(context) ? people.c.id : context.target.id, content: 'Hello' },
        after: async () => {
          if (own(context)) await unfriendC();
        },
      };
    },
    'GET /api/messages/conversations/{conversationId}/messages': (context) => ({
      path: `/api/messages/conversations/${own(context) ? conversationOfA : ofB.conversationId}/messages`,
    }),
    'PUT /api/messages/conversations/{conversationId}/read': (context) => ({
      path: `/api/messages/conversations/${own(context) ? conversationOfA : ofB.conversationId}/read`,
    }),
    'POST /api/auth/api-tokens': (context) => ({
      path: '/api/auth/api-tokens',
      json: { name: `Matrix ${context.cell}`, scope: 'read', ...smuggled(context) },
    }),
    // A→A revokes a token A makes for the cell; the others name B's.
    // A's own: the notification of C's first request to A.
    'PUT /api/notifications/{notificationId}/read': async (context) => ({
      path: `/api/notifications/${
        own(context)
          ? dataOf(await as(accounts.a).get('/api/notifications')).notifications[0].id
          : ofB.notificationId
      }/read`,
    }),
    'DELETE /api/auth/api-tokens/{id}': async (context) => {
      if (!own(context)) return { path: `/api/auth/api-tokens/${ofB.apiTokenId}` };
      const made = await as(accounts.a).post('/api/auth/api-tokens', {
        name: 'Matrix revoke',
        scope: 'read',
      });
      return { path: `/api/auth/api-tokens/${dataOf(made).id}` };
    },
    'POST /api/admin/users/{userId}/promote': (context, template) => ({
      path: fill(template, context.target),
      after: async (answer) => {
        if (answer.status === 200) await asAdminOnB('demote');
      },
    }),
    // Disabling B ends B's sessions: B is enabled again and signs in anew.
    'POST /api/admin/users/{userId}/disable': (context, template) => ({
      path: fill(template, context.target),
      after: async (answer) => {
        if (answer.status !== 200) return;
        await asAdminOnB('enable');
        accounts.b.token = await signIn(accounts.b);
      },
    }),
    'DELETE /api/admin/users/{userId}': async (context) => {
      registered += 1;
      const doomed = context.cell === 'admin' && (await signUp(`Doomed${registered}`, true));
      return { path: `/api/admin/users/${doomed ? doomed.id : context.target.id}` };
    },
    'POST /api/reports': (context) => ({
      path: '/api/reports',
      json: {
        userId: people.c.id,
        reason: 'spam',
        ...(context.namesOther ? { reporterId: context.target.id } : {}),
      },
    }),
    'POST /api/admin/reports/{id}/resolve': async (context) => ({
      path: `/api/admin/reports/${await reportForAdmin(context)}/resolve`,
      json: { note: 'Handled by the matrix' },
    }),
    'POST /api/admin/reports/{id}/dismiss': async (context) => ({
      path: `/api/admin/reports/${await reportForAdmin(context)}/dismiss`,
    }),
    'POST /api/admin/catalogue/jobs/{jobId}/retry': async (context) => ({
      path: `/api/admin/catalogue/jobs/${await jobForAdmin(context)}/retry`,
    }),
    'DELETE /api/admin/catalogue/jobs/{jobId}': async (context) => ({
      path: `/api/admin/catalogue/jobs/${await jobForAdmin(context)}`,
    }),
  };

  /** An admin action on B, as the admin, to put B back after the matrix's own. */
  const asAdminOnB = async (act: 'demote' | 'enable') => {
    const answer = await call(
      'POST',
      { path: `/api/admin/users/${accounts.b.id}/${act}` },
      accounts.admin.token,
    );
    expect(answer.status).toBe(200);
  };

  /** A fresh token for a signed-in caller whose sessions a call ended. */
  const renewSessions = async ({ caller }: Context) => {
    if (caller) caller.token = await signIn(caller);
  };

  /** A→A deletes need the entry back first; others name B's title, which stays on B's list. */
  const relist = async ({ cell, target }: Context) => {
    if (cell === 'own')
      await as(target).post('/api/auth/anime-lists', { animeId: target.anime.id, status: 'watching' });
  };

  const actsOnCaller = (template: string) => /^\/api\/(auth|episode)\//.test(template);

  const requestFor = async (route: string, context: Context): Promise<Request> => {
    const template = route.split(' ')[1];
    const custom = REQUESTS[route];
    if (custom) return custom(context, template);
    const path = fill(template, context.target);
    return { path: actsOnCaller(template) ? withQuery(path, smuggled(context)) : path };
  };

  /** Does the answer show B's id, email or username to someone who is not B? */
  const revealsB = (answer: Answer): boolean => {
    const text = answer.text.toLowerCase();
    const b = accounts.b;
    return [b.id, b.email, b.username].some((secret) => text.includes(secret.toLowerCase()));
  };

  /** B's own view of everything B owns; statistics without their computed-at time. */
  const snapshotOfB = async () => {
    const b = as(accounts.b);
    const [
      profile,
      lists,
      progress,
      statistics,
      friends,
      requests,
      conversations,
      blocked,
      characters,
      apiTokens,
      notifications,
    ] = await Promise.all([
      b.get('/api/auth/profile'),
      b.get('/api/auth/anime-lists'),
      b.get('/api/auth/episode-progress'),
      b.get('/api/auth/statistics'),
      b.get('/api/friends'),
      b.get('/api/friends/requests'),
      b.get('/api/messages/conversations'),
      b.get('/api/friends/blocked'),
      b.get(`/api/users/${accounts.b.username}/favorite-characters`),
      b.get('/api/auth/api-tokens'),
      b.get('/api/notifications'),
    ]);
    const { lastUpdated: _computedAt, ...counts } = (statistics.body as any).data.statistics;
    return {
      statuses: [profile.status, lists.status, progress.status, statistics.status],
      user: (profile.body as any).data.user,
      lists: (lists.body as any).data.lists,
      episodeProgress: (progress.body as any).data.episodeProgress,
      statistics: counts,
      social: [friends, requests, conversations, blocked].map((answer) => [answer.status, dataOf(answer)]),
      favoriteCharacters: [characters.status, dataOf(characters)],
      apiTokens: [apiTokens.status, dataOf(apiTokens)],
      notifications: [notifications.status, dataOf(notifications)],
    };
  };

  it('has a row for every route the gateway serves, and none for a route it does not', async () => {
    const served = new Set([...(await documentedRoutes(stack.baseUrl)), ...controllerRoutes()]);
    const inMatrix = new Set(MATRIX.map(([route]) => route));
    const missing = [...served].filter((route) => !inMatrix.has(route));
    const stale = [...inMatrix].filter((route) => !served.has(route));
    if (missing.length)
      throw new Error(`Not in the authorization matrix: ${missing.join(', ')}: add it to the matrix.`);
    if (stale.length) throw new Error(`In the matrix but not served: ${stale.join(', ')}: remove the row.`);
  });

  it('allows and refuses each cell as the matrix says, and forged tokens get no one in', async () => {
    const { a, b, admin } = accounts;
    const before = await snapshotOfB();
    expect(before.statuses).toEqual([200, 200, 200, 200]);
    expect(before.user.isPublic).toBe(false);
    expect(before.lists.watching).toMatchObject([{ animeId: BAKERY.id, score: 7 }]);
    expect(before.social).toMatchObject([
      [200, { friends: [{ friend: { id: people.d.id } }] }],
      [200, { incoming: [{ id: ofB.requestId }] }],
      [200, { conversations: [{ id: ofB.conversationId, unreadCount: 0 }] }],
      [200, { blocked: [{ user: { id: people.e.id } }] }],
    ]);
    // C's request and D's, unread: A's read and read-all leave them so.
    expect(before.notifications).toMatchObject([200, { unread: 2 }]);
    expect(before.favoriteCharacters).toMatchObject([
      200,
      { items: [{ characterId: REN, animeId: STARLIT }] },
    ]);
    expect((await as(admin).get('/api/auth/me')).body).toMatchObject({ data: { user: { isAdmin: true } } });

    const forgeries = forgeTokens({ a, b });
    const wrong: string[] = [];
    const run = async (route: string, cell: Cell, label: string, expected: number, callerToken?: string) => {
      const caller = cell === 'own' || cell === 'other' ? a : cell === 'admin' ? admin : undefined;
      const target = cell === 'own' ? a : b;
      const context = { cell, target, caller, namesOther: cell === 'other' || cell === 'admin' };
      const request = await requestFor(route, context);
      const answer = await call(route.split(' ')[0], request, callerToken);
      await request.after?.(answer);
      const shown = answer.text.slice(0, 160);
      if (answer.status !== expected)
        wrong.push(`${route} ${label}: expected ${expected}, got ${answer.status} ${shown}`);
      if (cell !== 'own' && !isEnvelope(answer) && answer.status >= 400)
        wrong.push(`${route} ${label}: the ${answer.status} is not in the envelope: ${shown}`);
      const adminSeesB = cell === 'admin' && route.includes(' /api/admin/');
      if (cell !== 'own' && !adminSeesB && revealsB(answer))
        wrong.push(`${route} ${label}: the answer shows B: ${shown}`);
    };
    for (const [route, anonymous, own, other, adminStatus] of MATRIX) {
      await run(route, 'anonymous', 'anonymous', anonymous);
      await run(route, 'own', 'A→A', own, a.token);
      await run(route, 'other', 'A→B', other, a.token);
      await run(route, 'admin', 'admin→B', adminStatus, admin.token);
      // A forged token is worth nothing: 401 where a token is needed, the anonymous answer elsewhere.
      await Promise.all(
        Object.entries(forgeries).map(([name, token]) =>
          run(route, 'forged', `forged (${name})`, anonymous, token),
        ),
      );
    }
    expect(wrong).toEqual([]);

    // Nothing anyone but B did reached B's data.
    expect(await snapshotOfB()).toEqual(before);
    expect((await as(a).get('/api/auth/me')).status).toBe(200);
  });

  it('does not take a tampered or foreign token for anyone on the routes that act on the caller', async () => {
    for (const [name, token] of Object.entries(forgeTokens(accounts))) {
      const answer = await call('GET', { path: '/api/auth/me' }, token);
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status: 401,
        body: { success: false, data: null, error: expect.any(String) },
      });
    }
  });
});

/** The forged tokens of the matrix, each claiming to be B (or A promoted to admin). */
function forgeTokens({ a, b }: { a: { token: string }; b: { id: string; username: string } }) {
  const now = Math.floor(Date.now() / 1000);
  const claimsOfB = {
    sub: b.id,
    username: b.username,
    isAdmin: false,
    jti: 'forged',
    iat: now,
    exp: now + 3600,
  };
  const [header, payload, signature] = a.token.split('.');
  const payloadOfA = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return {
    'signed with another secret': sign(
      { alg: 'HS256', typ: 'JWT' },
      claimsOfB,
      'not-the-stack-secret-at-all',
    ),
    'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claimsOfB)}.`,
    'HS512 with the right secret': sign({ alg: 'HS512', typ: 'JWT' }, claimsOfB, JWT_SECRET),
    expired: sign(
      { alg: 'HS256', typ: 'JWT' },
      { ...claimsOfB, iat: now - 7200, exp: now - 3600 },
      JWT_SECRET,
    ),
    "A's token with B's id": `${header}.${encode({ ...payloadOfA, sub: b.id, username: b.username })}.${signature}`,
    "A's token made admin": `${header}.${encode({ ...payloadOfA, isAdmin: true })}.${signature}`,
  };
}

function encode(part: object): string {
  return Buffer.from(JSON.stringify(part)).toString('base64url');
}

function sign(header: { alg: 'HS256' | 'HS512'; typ: 'JWT' }, claims: object, secret: string): string {
  const unsigned = `${encode(header)}.${encode(claims)}`;
  const hash = header.alg === 'HS256' ? 'sha256' : 'sha512';
  return `${unsigned}.${createHmac(hash, secret).update(unsigned).digest('base64url')}`;
}

function isEnvelope(answer: Answer): boolean {
  const body = answer.body as { success?: unknown; error?: unknown } | string;
  return (
    typeof body === 'object' && body !== null && body.success === false && typeof body.error === 'string'
  );
}

function gifForm(field: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(GIF)], { type: 'image/gif' }), `${field}.gif`);
  return form;
}

/** A one-title MyAnimeList export. */
function malExport(animeId: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<myanimelist>',
    '<anime>',
    `<series_animedb_id>${animeId}</series_animedb_id>`,
    '<my_watched_episodes>0</my_watched_episodes>',
    '<my_score>6</my_score>',
    '<my_status>Plan to Watch</my_status>',
    '</anime>',
    '</myanimelist>',
  ].join('\n');
}

/** Every route of the gateway's OpenAPI document, as 'METHOD /api/path/{param}'. */
async function documentedRoutes(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/docs-json`, { signal: AbortSignal.timeout(15_000) });
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`),
  );
}

/** Every route the gateway's controllers declare, read from their sources ('METHOD /api/path/{param}'). */
function controllerRoutes(): string[] {
  const sources = path.join(ROOT, 'services/gateway/src');
  const files = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.controller.ts'),
  );
  return files.flatMap((file) => {
    const source = readFileSync(path.join(sources, file), 'utf8');
    const prefix = /@Controller\((?:'([^']*)')?\)/.exec(source)?.[1] ?? '';
    return [...source.matchAll(/@(Get|Post|Put|Patch|Delete|Options|Head|All)\((?:'([^']*)')?\)/g)].map(
      ([, method, subpath = '']) =>
        `${method.toUpperCase()} ${['/api', prefix, subpath]
          .filter(Boolean)
          .join('/')
          .replace(/:(\w+)/g, '{$1}')}`,
    );
  });
}
