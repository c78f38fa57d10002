import { createHmac } from 'node:crypto';

import * as fc from 'fast-check';
import pg from 'pg';

import { LocalNginx } from '../support/nginx';
import { Stack } from '../support/stack';

/**
 * Issue 14's bad-input fuzzer, kept as a test: every HTTP route of the gateway, with bad bodies, params and
 * queries (wrong types, huge sizes, unicode and NUL, deep nesting, SQL/NoSQL/path injections, wrong
 * content types, other users' ids and forged tokens), through the real gateway and services. Every answer
 * must be below 500 and in the envelope, and the users' data must be exactly as it was.
 * A fixed seed and run budget keep it deterministic and under a minute; FUZZ_SEED and FUZZ_RUNS explore.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 14);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
/** A fixture title of the fake Jikan (12 episodes): the victim's list holds it. */
const KNOWN_ANIME = 90011;

type Who = 'attacker' | 'anonymous' | 'forged' | 'garbage' | 'admin';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with `:name` params, each filled from `params[name]` (or a bad segment). */
  path: string;
  params?: Record<string, fc.Arbitrary<string>>;
  /** Known query names: each filled with a bad value, beside unknown names. */
  query?: string[];
  /** Known body fields and their bad values; a body route gets bad bodies of every other shape too. */
  body?: Record<string, fc.Arbitrary<unknown>>;
  /** The kind of body the route really takes, to send it with its own type now and then. */
  takes?: 'json' | 'xml' | 'multipart';
  /** Who may call it in the fuzz: logging the attacker out would end the run's session. */
  callers?: Who[];
  /** A 2xx in a shape of its own (a file; spec §4's health answer), not the envelope. */
  ownShape?: boolean;
  /** A 5xx this route gives whatever the input, by configuration: only this exact message is let through. */
  unavailable?: RegExp;
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

// ---- bad values ------------------------------------------------------------------------------------------

const injections = fc.constantFrom(
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  "1' UNION SELECT password_hash FROM auth_user.users --",
  '{"$gt":""}',
  '{"$where":"sleep(1000)"}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'https://evil.test/a"(b).png',
  'Asia/Tokyo\u0000',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '🙂'.repeat(40),
  'ﾟ･✿ヾ╲(｡◕‿◕｡)╱✿･ﾟ',
  '',
  ' ',
);
const text = fc.oneof(
  { weight: 3, arbitrary: injections },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 60, maxLength: 400 }) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(5_000)) },
);
const badNumber = fc.constantFrom(
  99999999999,
  2147483648,
  -1,
  0,
  1.5,
  -0.0001,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  11,
  101,
  10_001,
);
const scalar = fc.oneof(text, badNumber, fc.boolean(), fc.constant(null));
/** Any bad value for a field: a scalar, or lists and objects of them a few levels deep. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor', '$gt')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;
/** Values no anime, episode or count field accepts: wrong types, out of range, fractions. */
const badId = fc.oneof(
  badNumber,
  text,
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.nat(), { maxLength: 2 }),
);
const badString = fc.oneof(
  badNumber,
  fc.boolean(),
  fc.array(text, { maxLength: 2 }),
  fc.constantFrom('a\u0000b', 'x'.repeat(5_000), 'y'.repeat(70_000)),
);
const badFlag = fc.oneof(text, badNumber, fc.constant(null), fc.array(fc.boolean(), { maxLength: 1 }));

/** Lone surrogates cannot be percent-encoded: they go as U+FFFD, as a browser would send them. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));

/** Route segments: bad ids and names, path tricks, bad escapes, and the victim's own id and name. */
const victimSegments: string[] = [];
const segment = fc.oneof(
  { weight: 4, arbitrary: text.map(encode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('99999999999', '2147483648', '-1', '0', '1.5', '1e3', '0x10', ' 1'),
  },
  { weight: 1, arbitrary: fc.constantFrom('%00', 'a%00b', '%ZZ', '%2e%2e%2f%2e%2e', '..%5c..', '%F0%9F') },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(1001), 'b'.repeat(12_000)) },
  { weight: 1, arbitrary: fc.constantFrom(String(KNOWN_ANIME), '1') },
  { weight: 2, arbitrary: fc.nat({ max: 1 }).map((index) => victimSegments[index] ?? 'victim') },
);

/** Route segments that never name the victim: an admin's write naming them would change their data. */
const strangerSegment = fc.oneof(
  { weight: 4, arbitrary: segment.filter((value) => !victimSegments.includes(value)) },
  { weight: 1, arbitrary: fc.uuid() },
);

// ---- the routes (from the gateway's controllers) ---------------------------------------------------------

const LIST_STATUS = fc.oneof(text, badNumber, fc.constant(null));
/** For a partial update, where null is a real value (it clears the field): only wrong types and ranges. */
const badChange = fc.oneof(badNumber, text, fc.boolean(), fc.array(fc.nat(), { maxLength: 2 }));
const badFlagChange = fc.oneof(text, badNumber, fc.array(fc.boolean(), { maxLength: 1 }));
/**
 * Admin routes: the admin's own bad input too, past both admin checks to the schemas. Never the admin on a
 * route whose good input acts (warm, reseed): an action is recorded in the audit log, which is data.
 */
const ADMIN_CALLERS: Who[] = ['admin', 'admin', 'admin', 'attacker', 'anonymous', 'forged', 'garbage'];
/** The admin enriching a title the catalogue holds would act: every segment but that title's id. */
const notAHeldTitle = segment.filter((value) => value !== String(KNOWN_ANIME));
/** The stack runs without MAL_CLIENT_ID: the MAL proxy routes say so (spec §8) once their input passes. */
const MAL_OFF = /^The secondary proxy API is not available/;
const ROUTES: Route[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/health/ready' },
  { method: 'GET', path: '/api/database/health', ownShape: true },
  { method: 'GET', path: '/api/database/anime/:id' },
  { method: 'GET', path: '/api/database/current-season', query: ['page'] },
  {
    method: 'GET',
    path: '/api/database/search',
    query: [
      'q',
      'type',
      'status',
      'min_score',
      'season',
      'genres',
      'order_by',
      'sort',
      'start_date',
      'page',
      'limit',
    ],
  },
  { method: 'GET', path: '/api/database/anime/batch', query: ['ids'] },
  { method: 'GET', path: '/api/database/top', query: ['type', 'filter', 'page'] },
  { method: 'GET', path: '/api/database/anime/by-slug/:slug' },
  { method: 'GET', path: '/api/database/schedule' },
  { method: 'GET', path: '/api/database/similar/:id', query: ['limit'] },
  { method: 'GET', path: '/api/anime/:id/:resource', query: ['page'] },
  { method: 'GET', path: '/api/anime/:id/franchise' },
  { method: 'GET', path: '/api/mal/anime', query: ['q', 'limit'], unavailable: MAL_OFF },
  { method: 'GET', path: '/api/mal/anime/:id', unavailable: MAL_OFF },
  { method: 'GET', path: '/api/mal/anime/season/:year/:season', unavailable: MAL_OFF },
  { method: 'GET', path: '/api/mal/anime/ranking', query: ['ranking_type'], unavailable: MAL_OFF },
  {
    method: 'POST',
    path: '/api/auth/register',
    takes: 'json',
    body: {
      username: badString,
      email: fc.oneof(badString, text),
      displayName: badString,
      password: badString,
      confirmPassword: anyValue,
      makeProfilePublic: badFlag,
      isAdmin: fc.constant(true),
    },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    takes: 'json',
    body: { email: fc.oneof(badString, text), password: badString },
  },
  { method: 'GET', path: '/api/auth/me' },
  { method: 'GET', path: '/api/auth/session' },
  { method: 'POST', path: '/api/auth/logout', callers: ['anonymous', 'forged', 'garbage'] },
  { method: 'POST', path: '/api/auth/logout-all', callers: ['anonymous', 'forged', 'garbage'] },
  {
    method: 'PUT',
    path: '/api/auth/password',
    takes: 'json',
    body: { currentPassword: badString, newPassword: badString, confirmPassword: anyValue },
  },
  { method: 'GET', path: '/api/auth/profile' },
  {
    method: 'PUT',
    path: '/api/auth/profile',
    takes: 'json',
    body: {
      displayName: badString,
      avatar_url: fc.oneof(text, badNumber),
      banner_url: fc.oneof(text, badNumber),
      preferences: fc.oneof(
        scalar,
        fc.record({ timezone: text, theme: text, language: badFlag }, { requiredKeys: [] }),
      ),
      isPublic: badFlag,
      isAdmin: fc.constant(true),
      email: text,
    },
  },
  { method: 'POST', path: '/api/auth/upload-avatar', takes: 'multipart' },
  { method: 'POST', path: '/api/auth/upload-banner', takes: 'multipart' },
  { method: 'GET', path: '/api/users/search', query: ['q'] },
  { method: 'GET', path: '/api/users/:username' },
  { method: 'GET', path: '/api/media/:file' },
  { method: 'GET', path: '/api/auth/anime-lists' },
  {
    method: 'POST',
    path: '/api/auth/anime-lists',
    takes: 'json',
    body: { animeId: badId, status: LIST_STATUS, score: badId, userId: text },
  },
  { method: 'GET', path: '/api/auth/anime-lists/export', query: ['format'], ownShape: true },
  { method: 'POST', path: '/api/auth/anime-lists/import', takes: 'xml', query: ['dryRun'] },
  {
    method: 'PUT',
    path: '/api/auth/anime-lists/:animeId',
    takes: 'json',
    body: {
      status: fc.oneof(text, badNumber),
      score: badChange,
      isFavorite: badFlagChange,
      timesRewatched: badChange,
      isPrivate: badFlagChange,
      episodesWatched: badChange,
    },
  },
  { method: 'DELETE', path: '/api/auth/anime-lists/:animeId' },
  { method: 'DELETE', path: '/api/auth/anime-lists/:animeId/:what' },
  { method: 'GET', path: '/api/auth/statistics' },
  { method: 'GET', path: '/api/auth/episode-progress' },
  { method: 'GET', path: '/api/auth/episode-progress/:animeId' },
  {
    method: 'POST',
    path: '/api/auth/episode-progress',
    takes: 'json',
    body: { animeId: badId, episodeNumber: badId },
  },
  { method: 'DELETE', path: '/api/auth/episode-progress/:animeId/:episodeNumber' },
  {
    method: 'POST',
    path: '/api/auth/mark-all-episodes-watched',
    takes: 'json',
    body: { animeId: badId, totalEpisodes: badId },
  },
  { method: 'GET', path: '/api/auth/episode-count/:animeId' },
  {
    method: 'POST',
    path: '/api/episode/progress',
    takes: 'json',
    body: { animeId: badId, episodeNumber: badId, progress: badId },
  },
  { method: 'GET', path: '/api/users/anime/:animeId', query: ['limit'] },
  { method: 'GET', path: '/api/users/:username/anime-lists' },
  { method: 'GET', path: '/api/users/:username/statistics' },
  { method: 'GET', path: '/api/recommendations/:userId', query: ['t'] },
  { method: 'GET', path: '/api/friends' },
  { method: 'GET', path: '/api/friends/requests' },
  { method: 'POST', path: '/api/friends/request', takes: 'json', body: { userId: badId, senderId: text } },
  { method: 'PUT', path: '/api/friends/requests/:requestId/accept' },
  { method: 'PUT', path: '/api/friends/requests/:requestId/reject' },
  { method: 'DELETE', path: '/api/friends/:friendId' },
  { method: 'GET', path: '/api/friends/blocked' },
  { method: 'POST', path: '/api/friends/blocked', takes: 'json', body: { userId: badId } },
  { method: 'DELETE', path: '/api/friends/blocked/:userId' },
  {
    method: 'POST',
    path: '/api/messages',
    takes: 'json',
    body: { receiverId: badId, content: fc.oneof(badString, text), senderId: text },
  },
  { method: 'GET', path: '/api/messages/conversations' },
  { method: 'GET', path: '/api/messages/conversations/:conversationId/messages', query: ['before', 'limit'] },
  { method: 'PUT', path: '/api/messages/conversations/:conversationId/read' },
  { method: 'GET', path: '/api/notifications', query: ['before', 'limit'] },
  { method: 'PUT', path: '/api/notifications/read-all' },
  { method: 'PUT', path: '/api/notifications/:notificationId/read' },
  {
    method: 'POST',
    path: '/api/reports',
    takes: 'json',
    body: { userId: badId, reason: fc.oneof(text, badNumber), details: badString },
  },
  { method: 'GET', path: '/api/users/:username/dashboard-config' },
  { method: 'PUT', path: '/api/users/:username/dashboard-config', takes: 'json', body: { config: anyValue } },
  { method: 'DELETE', path: '/api/users/:username/dashboard-config' },
  { method: 'GET', path: '/api/users/:username/favorite-characters' },
  {
    method: 'PUT',
    path: '/api/auth/favorite-characters/:characterId',
    takes: 'json',
    body: { animeId: badId, name: text, image: text, userId: text },
  },
  { method: 'DELETE', path: '/api/auth/favorite-characters/:characterId' },
  { method: 'GET', path: '/api/users/:username/activity', query: ['cursor', 'limit'] },
  { method: 'GET', path: '/api/auth/activity/friends', query: ['cursor', 'limit'] },
  { method: 'GET', path: '/api/auth/api-tokens' },
  {
    method: 'POST',
    path: '/api/auth/api-tokens',
    takes: 'json',
    body: { name: badString, scope: fc.oneof(text, badNumber), userId: text },
  },
  { method: 'DELETE', path: '/api/auth/api-tokens/:id' },
  { method: 'GET', path: '/api/admin/audit', query: ['page'], callers: ADMIN_CALLERS },
  { method: 'GET', path: '/api/admin/users', query: ['q', 'page'], callers: ADMIN_CALLERS },
  { method: 'GET', path: '/api/admin/users/:userId', callers: ADMIN_CALLERS },
  ...(['promote', 'demote', 'disable', 'enable'] as const).map((action): Route => ({
    method: 'POST',
    path: `/api/admin/users/:userId/${action}`,
    params: { userId: strangerSegment },
    callers: ADMIN_CALLERS,
  })),
  { method: 'GET', path: '/api/admin/reports', query: ['status', 'userId', 'page'], callers: ADMIN_CALLERS },
  {
    method: 'POST',
    path: '/api/admin/reports/:id/resolve',
    takes: 'json',
    body: { note: badString },
    callers: ADMIN_CALLERS,
  },
  {
    method: 'POST',
    path: '/api/admin/reports/:id/dismiss',
    takes: 'json',
    body: { note: badString },
    callers: ADMIN_CALLERS,
  },
  { method: 'GET', path: '/api/admin/catalogue', callers: ADMIN_CALLERS },
  { method: 'POST', path: '/api/admin/catalogue/jobs/:jobId/retry', callers: ADMIN_CALLERS },
  { method: 'DELETE', path: '/api/admin/catalogue/jobs/:jobId', callers: ADMIN_CALLERS },
  { method: 'POST', path: '/api/admin/catalogue/warm' },
  { method: 'POST', path: '/api/admin/catalogue/reseed' },
  {
    method: 'POST',
    path: '/api/admin/catalogue/enrich/:animeId',
    params: { animeId: notAHeldTitle },
    callers: ADMIN_CALLERS,
  },
  { method: 'GET', path: '/api/admin/system', callers: ADMIN_CALLERS },
  { method: 'DELETE', path: '/api/admin/users/:userId', params: { userId: strangerSegment } },
  { method: 'GET', path: '/api/admin/deletions/:userId', callers: ADMIN_CALLERS },
  { method: 'GET', path: '/api/calendar.ics', query: ['type', 'genres', 'min_score'], ownShape: true },
  { method: 'GET', path: '/api/calendar/:file', ownShape: true },
  // The feeds exist before the snapshot (the setup asks for them), so reading one changes nothing.
  { method: 'GET', path: '/api/auth/calendar-feed' },
  // A new key is a change: only callers without an account of their own.
  { method: 'POST', path: '/api/auth/calendar-feed/regenerate', callers: ['anonymous', 'forged', 'garbage'] },
  { method: 'GET', path: '/api/no-such-route/:anything' },
];

// ---- bodies ----------------------------------------------------------------------------------------------

const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
/** Bodies no JSON route takes, whatever its fields: not objects, broken, nested past any need. */
const badJsonText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('null', '[]', '"text"', '42', 'true', '{"a":1}') },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(33, 5_000)
      .chain((levels) => fc.constantFrom(nested(levels), '['.repeat(levels) + ']'.repeat(levels))),
  },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":1,}', "{'a':1}", '\u0000', '') },
  { weight: 1, arbitrary: fc.constant(JSON.stringify({ note: 'z'.repeat(1_100_000) })) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);
const otherTypes = fc.constantFrom(
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/octet-stream',
  '',
);
/** A multipart body that is cut short, framed wrongly, or carries no image. */
const badMultipart = fc
  .record({
    field: fc.constantFrom('avatar', 'banner', 'photo', ''),
    bytes: fc.constantFrom(
      Buffer.from('plain text, named .png'),
      Buffer.from('\x89PNG\r\n\x1a\n'),
      Buffer.from('<svg onload=alert(1)></svg>'),
      Buffer.alloc(64, 0),
    ),
    cut: fc.nat({ max: 80 }),
  })
  .map(({ field, bytes, cut }) => {
    const whole = Buffer.concat([
      Buffer.from(
        `--fuzz\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n--fuzz--\r\n'),
    ]);
    return whole.subarray(0, Math.max(1, whole.length - cut));
  });
/** MAL exports whose ids no title has, or that are not exports at all: nothing can be imported. */
const badXml = fc.oneof(
  fc
    .record({ id: fc.oneof(text, badNumber.map(String)), status: text })
    .map(
      ({ id, status }) =>
        `<?xml version="1.0"?><myanimelist><anime><series_animedb_id>${id}</series_animedb_id><my_status>${status}</my_status></anime></myanimelist>`,
    ),
  fc.constantFrom(
    '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><myanimelist>&e;</myanimelist>',
    '<myanimelist>' + '<a>'.repeat(5_000),
    '',
  ),
  text,
);

function bodyFor(route: Route): fc.Arbitrary<{ type: string; body: string | Buffer } | undefined> {
  const fields = route.body;
  type Body = { type: string; body: string | Buffer } | undefined;
  const shapes: fc.WeightedArbitrary<Body>[] = [
    { weight: 4, arbitrary: fc.record({ type: fc.constant('application/json'), body: badJsonText }) },
    { weight: 2, arbitrary: fc.record({ type: otherTypes, body: fc.oneof(text, badJsonText) }) },
  ];
  if (fields) {
    const record = fc
      .tuple(
        fc.record(fields, { requiredKeys: [] }),
        fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor')), anyValue, { maxKeys: 2 }),
      )
      .map(([known, unknown]) => ({ ...unknown, ...known }))
      .filter((body) => Object.keys(body).length > 0);
    const json = record.map((body) => ({ type: 'application/json', body: JSON.stringify(body) }));
    shapes.push({ weight: 5, arbitrary: json });
  }
  if (route.takes === 'multipart') {
    const multipart = badMultipart.map((body) => ({ type: 'multipart/form-data; boundary=fuzz', body }));
    shapes.push({ weight: 3, arbitrary: multipart });
  }
  if (route.takes === 'xml')
    shapes.push({ weight: 3, arbitrary: badXml.map((body) => ({ type: 'application/xml', body })) });
  if (!route.takes) shapes.push({ weight: 3, arbitrary: fc.constant(undefined) });
  return fc.oneof(...shapes);
}

function requestFor(route: Route, tokens: Record<Who, string>): fc.Arbitrary<Sent> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const params = fc.tuple(...names.map((name) => route.params?.[name] ?? segment));
  const query = fc.dictionary(
    fc.oneof(fc.constantFrom(...(route.query ?? ['q'])), text),
    fc.oneof(text, badNumber.map(String), fc.array(text, { minLength: 2, maxLength: 3 })),
    { maxKeys: 3 },
  );
  const who = fc.constantFrom<Who>(
    ...(route.callers ?? [
      'attacker',
      'attacker',
      'attacker',
      'attacker',
      'attacker',
      'anonymous',
      'forged',
      'garbage',
    ]),
  );
  return fc
    .record({ params, query, who, body: route.method === 'GET' ? fc.constant(undefined) : bodyFor(route) })
    .map(({ params: values, query: pairs, who: caller, body }) => {
      let index = 0;
      const path = route.path.replace(/:(\w+)/g, () => values[index++]);
      const search = Object.entries(pairs)
        .flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((item) => `${encode(name)}=${encode(item)}`),
        )
        .join('&');
      const headers: Record<string, string> = {};
      if (caller !== 'anonymous') headers.authorization = `Bearer ${tokens[caller]}`;
      if (body?.type) headers['content-type'] = body.type;
      return { method: route.method, url: search ? `${path}?${search}` : path, headers, body: body?.body };
    });
}

// ---- the run ---------------------------------------------------------------------------------------------

describe('the bad-input fuzzer over every route', () => {
  let stack: Stack;
  let nginx: LocalNginx;
  let db: pg.Client;
  const tokens = {} as Record<Who, string>;
  let victimToken = '';
  let before = '';
  const answers = { total: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    stack = await Stack.start('bad-input-fuzz', {
      env: {
        ADMIN_EMAIL: 'root@bebop.test',
        JIKAN_MIN_GAP_MS: '0',
        SERVICE_TIMEOUT_MS: '5000',
        // Reads run their checks and queries on an empty catalogue as on a full one; seeding costs ~10 s.
        SEED_ON_START: 'false',
        // The fuzz sends hundreds of bad logins and registrations: the limits would answer 429 before the
        // checks under test ran (the limits have suites of their own).
        LOGIN_MAX_FAILURES: '10000',
        LOGIN_MAX_FAILURES_PER_IP: '10000',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '10000',
        REGISTER_MAX_PER_IP: '10000',
        REGISTER_MAX_PER_EMAIL: '10000',
      },
    });
    const register = async (username: string, makeProfilePublic: boolean) => {
      const response = await fetch(`${stack.baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          email: `${username}@bebop.test`,
          displayName: username,
          password: 'Bebop1',
          confirmPassword: 'Bebop1',
          makeProfilePublic,
        }),
      });
      const { data } = await response.json();
      return data as { token: string; user: { id: string } };
    };
    const victim = await register('victim', false);
    const attacker = await register('mallory', true);
    tokens.admin = (await register('root', true)).token;
    victimToken = victim.token;
    victimSegments.push(victim.user.id, 'victim');
    tokens.attacker = attacker.token;
    tokens.forged = forgeToken(victim.user.id);
    tokens.garbage = "x.y.z' OR 1=1 --";
    const asVictim = (path: string, body: object) =>
      fetch(`${stack.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${victimToken}` },
        body: JSON.stringify(body),
      }).then((response) => expect(response.status).toBeLessThan(300));
    await asVictim('/api/auth/anime-lists', { animeId: KNOWN_ANIME, status: 'watching', score: 8 });
    await asVictim('/api/auth/episode-progress', { animeId: KNOWN_ANIME, episodeNumber: 1 });
    // A favorite character of the fake Jikan's Starlit Cartographers (90001), to be left alone.
    const hearted = await fetch(`${stack.baseUrl}/api/auth/favorite-characters/300001`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${victimToken}` },
      body: JSON.stringify({ animeId: 90001 }),
    });
    expect(hearted.status).toBe(200);
    // Calendar feeds are made on first use: made here, so the fuzz's reads of them change nothing.
    for (const token of [victimToken, tokens.attacker, tokens.admin]) {
      const feed = await fetch(`${stack.baseUrl}/api/auth/calendar-feed`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(feed.status).toBe(200);
    }
    db = new pg.Client({ connectionString: stack.infra.databaseUrl });
    await db.connect();
    before = await snapshot(db);
    nginx = await LocalNginx.start(Number(new URL(stack.baseUrl).port));
    // The victim's entry and progress are there to be changed, or left alone.
    expect(before).toContain(`${KNOWN_ANIME}`);
    expect(before).toMatch(/lists_progress\.favorite_characters: .*300001/);
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await nginx?.stop();
    await stack?.stop();
    const statuses = [...answers.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(`bad-input fuzz (seed ${SEED}): ${answers.total} requests, ${statuses.join(', ')}`);
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: every bad input answered below 500, in the envelope, changing nothing',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route, tokens), async (sent) => {
          const { status, text: answer } = await send(stack.baseUrl, sent);
          answers.total += 1;
          answers.byStatus.set(status, (answers.byStatus.get(status) ?? 0) + 1);
          const what = `${sent.method} ${sent.url.slice(0, 200)} → ${status} ${answer.slice(0, 200)}`;
          const envelope = parseEnvelope(answer);
          const expected = status >= 500 && route.unavailable?.test(envelope?.error ?? '');
          if (status >= 500 && !expected) throw new Error(`5xx: ${what}`);
          if (status < 300 && route.ownShape) return;
          if (!envelope) throw new Error(`not the envelope: ${what}`);
          if (status >= 400 && !(envelope.success === false && envelope.data === null && envelope.error))
            throw new Error(`an error without its message: ${what}`);
          if (status < 300 && !(envelope.success === true && envelope.error === null))
            throw new Error(`a success without success: ${what}`);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      expect(await snapshot(db)).toBe(before);
    },
  );

  describe("issue 14's cases, direct to the gateway and through nginx", () => {
    const MB = 1024 * 1024;
    const base = (via: string) => (via === 'nginx' ? nginx.url : stack.baseUrl);
    const failure = { success: false, data: null, error: expect.any(String) };
    const call = async (via: string, method: string, path: string, body?: string | Buffer, type?: string) => {
      const headers: Record<string, string> = { authorization: `Bearer ${tokens.attacker}` };
      if (type) headers['content-type'] = type;
      const response = await fetch(base(via) + path, {
        method,
        headers,
        body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = await response.text();
      return { status: response.status, headers: response.headers, body: parseEnvelope(answer) ?? answer };
    };
    const json = (via: string, method: string, path: string, body: string) =>
      call(via, method, path, body, 'application/json');

    it.each(['direct', 'nginx'])('%s: each fixed case is a 4xx in the envelope', async (via) => {
      const expectations: [Promise<{ status: number; body: unknown }>, number][] = [
        [json(via, 'PUT', '/api/auth/profile', nested(5_000)), 400],
        [json(via, 'POST', '/api/auth/anime-lists', '['.repeat(5_000) + ']'.repeat(5_000)), 400],
        [json(via, 'PUT', '/api/auth/profile', JSON.stringify({ displayName: 'a\u0000b' })), 400],
        [
          json(via, 'POST', '/api/auth/login', JSON.stringify({ email: 'a\u0000@b.test', password: 'x' })),
          400,
        ],
        [json(via, 'POST', '/api/auth/anime-lists', '{"animeId":99999999999,"status":"watching"}'), 400],
        [json(via, 'POST', '/api/auth/episode-progress', '{"animeId":99999999999,"episodeNumber":1}'), 400],
        [
          json(
            via,
            'POST',
            '/api/auth/mark-all-episodes-watched',
            '{"animeId":99999999999,"totalEpisodes":2}',
          ),
          400,
        ],
        [call(via, 'GET', '/api/database/anime/99999999999'), 400],
        [json(via, 'POST', '/api/auth/register', 'null'), 400],
        [json(via, 'POST', '/api/auth/login', 'null'), 400],
        [
          call(via, 'POST', '/api/auth/anime-lists', '--b\r\n\r\n--b--', 'multipart/form-data; boundary=b'),
          415,
        ],
        [
          call(
            via,
            'POST',
            '/api/auth/login',
            'email=a%40b.test&password=x',
            'application/x-www-form-urlencoded',
          ),
          415,
        ],
        [
          call(
            via,
            'POST',
            '/api/auth/upload-avatar',
            '--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
            'multipart/form-data; boundary=b',
          ),
          400,
        ],
        [call(via, 'GET', `/api/users/${'a'.repeat(1_001)}`), 414],
        [call(via, 'GET', '/api/no-such-route'), 404],
        [json(via, 'PUT', '/api/auth/profile', JSON.stringify({ preferences: { timezone: '<b>x' } })), 400],
        [
          json(via, 'PUT', '/api/auth/profile', JSON.stringify({ avatar_url: 'https://x.test/a"(b).png' })),
          400,
        ],
      ];
      for (const [answer, status] of expectations)
        expect(await answer).toMatchObject({ status, body: failure });
      expect(await snapshot(db)).toBe(before);
    });

    it.each(['direct', 'nginx'])(
      "%s: JSON bodies of 1 to 10 MB get the gateway's 413 in the envelope, never a 502",
      async (via) => {
        const statuses: number[] = [];
        for (const size of [1.5, 3, 5, 8, 9.9]) {
          for (let attempt = 0; attempt < 4; attempt += 1) {
            const body = JSON.stringify({ displayName: 'x'.repeat(Math.floor(size * MB)) });
            const answer = await json(via, 'PUT', '/api/auth/profile', body);
            expect(answer.body).toMatchObject(failure);
            statuses.push(answer.status);
          }
        }
        expect(new Set(statuses)).toEqual(new Set([413]));
      },
    );

    it("answers nginx's 413 in the envelope, and sends each security header once", async () => {
      const tooLarge = await call(
        'nginx',
        'PUT',
        '/api/auth/profile',
        Buffer.alloc(11 * MB, 0x20),
        'application/json',
      );
      expect(tooLarge).toMatchObject({ status: 413, body: failure });
      for (const via of ['direct', 'nginx']) {
        const { headers } = await call(via, 'GET', '/api/auth/me');
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(headers.get('permissions-policy')).toContain('camera=()');
      }
    });
  });
});

async function send(
  baseUrl: string,
  { method, url, headers, body }: Sent,
): Promise<{ status: number; text: string }> {
  const response = await fetch(baseUrl + url, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : new Uint8Array(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, text: await response.text() };
}

function parseEnvelope(text: string): { success: boolean; data: unknown; error: string | null } | null {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && 'success' in value && 'data' in value && 'error' in value
      ? value
      : null;
  } catch {
    return null;
  }
}

/** A token for the victim signed with a secret anyone could guess: it must be refused like any other. */
function forgeToken(userId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userId, username: 'victim', iat: 1 })}`;
  return `${unsigned}.${createHmac('sha256', 'secret').update(unsigned).digest('base64url')}`;
}

/**
 * Every row of the users' data (accounts, media, lists, progress, friends, messages, reports, dashboards) as one text,
 * to compare before and after.
 */
async function snapshot(db: pg.Client): Promise<string> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema IN ('auth_user', 'lists_progress', 'social', 'dashboard') AND table_type = 'BASE TABLE'
        AND table_name NOT LIKE '%migrations%'
      ORDER BY 1, 2`,
  );
  const dumps: string[] = [];
  for (const { schema, name } of tables) {
    const { rows } = await db.query(
      `SELECT coalesce(json_agg(row_to_json(t)::text ORDER BY row_to_json(t)::text), '[]') AS rows FROM "${schema}"."${name}" t`,
    );
    dumps.push(`${schema}.${name}: ${JSON.stringify(rows[0].rows)}`);
  }
  return dumps.join('\n');
}
