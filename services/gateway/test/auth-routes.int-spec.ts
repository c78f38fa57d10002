import { randomUUID } from 'node:crypto';

import { ACCOUNT_DISABLED, type TokenClaims } from '@tracker/contracts';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';

import { type AuthRoutesHarness, type Reply, startAuthRoutes } from './support/auth-harness.js';
import {
  BUSY_PASSWORD,
  calls,
  DISABLED_PASSWORD,
  FakeAuthUserModule,
  HASHING_BUSY,
  lastCall,
  lastSessionCall,
  RIGHT_PASSWORD,
  sessionCalls,
  sessionStates,
  tokenFor,
} from './support/fake-auth-user.js';

/** Small limits, so a test hits one; the window is long enough that a slow machine never straddles it. */
const WINDOW_MS = 60_000;
const LIMITS = {
  AUTH_RATE_WINDOW_MS: String(WINDOW_MS),
  LOGIN_MAX_FAILURES: '5',
  LOGIN_MAX_FAILURES_PER_IP: '8',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '7',
  REGISTER_MAX_PER_IP: '3',
  REGISTER_MAX_PER_EMAIL: '2',
};

const failure = (error: string) => ({ success: false, data: null, error });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let ipSerial = 0;
/** Each test signs in from an address of its own, so the per-IP counters never mix between tests. */
const freshIp = () => `10.0.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;

describe('the auth routes', () => {
  let harness: AuthRoutesHarness;

  beforeAll(async () => {
    harness = await startAuthRoutes('gateway-auth', FakeAuthUserModule, LIMITS);
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
  });

  const me = (headers: Record<string, string> = {}, other = false) =>
    (other ? harness.requestOther : harness.request)({ method: 'GET', url: '/api/auth/me', headers });

  /** What a Redis restart does to the cached session state of a user. */
  const forgetSessions = async (userId: string) => {
    const redis = new Redis(harness.infra.redisUrl);
    try {
      await redis.del(`${harness.infra.redisPrefix}:cache:sessions:${userId}`);
    } finally {
      redis.disconnect();
    }
  };

  const login = (email: string, password: string, remoteAddress: string, other = false, cookie?: string) =>
    (other ? harness.requestOther : harness.request)({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
  /** The device cookie a successful login sets, as a browser would send it back. */
  const deviceCookieOf = (reply: Reply) => String(reply.headers['set-cookie']).split(';')[0];

  describe('POST /api/auth/register', () => {
    it('answers 201 with data { token, user } and passes the form through as sent', async () => {
      const form = {
        username: 'spike',
        email: 'spike@bebop.test',
        displayName: 'Spike',
        password: 'Bebop1',
        confirmPassword: 'Bebop1',
        makeProfilePublic: true,
      };
      const reply = await harness.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: form,
        remoteAddress: freshIp(),
      });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ success: true, error: null, data: { token: expect.any(String) } });
      expect(reply.headers['set-cookie']).toMatch(/^tracker_device=.*; Path=\/api\/auth\/login; /);
      expect(reply.body.data.user).toMatchObject({ displayName: 'Spike', isAdmin: false });
      expect(lastCall('register')).toEqual(form);
    });

    it("maps the service's refusals to 400 and 409 with its messages", async () => {
      const send = (username: string) =>
        harness.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: { username, email: `${randomUUID()}@bebop.test` },
          remoteAddress: freshIp(),
        });
      expect(await send('')).toMatchObject({ status: 400, body: failure('Username is required') });
      expect(await send('taken')).toMatchObject({
        status: 409,
        body: failure('That username is already taken.'),
      });
    });

    it('refuses a fourth registration from one address, and a third for one email, within the window', async () => {
      const ip = freshIp();
      const register = (email: string, remoteAddress = ip) =>
        harness.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: { username: 'someone', email },
          remoteAddress,
        });
      for (const n of [1, 2, 3]) expect((await register(`reg${n}-${ip}@bebop.test`)).status).toBe(201);
      const limited = await register('another@bebop.test');
      expect(limited).toMatchObject({
        status: 429,
        body: failure('Too many registration attempts. Please try again in a minute.'),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      const email = `Twice-${randomUUID()}@Bebop.test`;
      expect((await register(email, freshIp())).status).toBe(201);
      expect((await register(email.toLowerCase(), freshIp())).status).toBe(201);
      expect((await register(` ${email} `, freshIp())).status).toBe(429);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers 200 with data { token, user }', async () => {
      const reply = await login('spike@bebop.test', RIGHT_PASSWORD, freshIp());
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        token: expect.any(String),
        user: expect.objectContaining({ id: expect.any(String) }),
      });
    });

    it("answers the service's 401 for wrong credentials", async () => {
      expect(await login('spike@bebop.test', 'Wrong1', freshIp())).toMatchObject({
        status: 401,
        body: failure('Invalid email or password. Please try again.'),
      });
    });

    it('locks one client out of an account after 5 failures, on every replica, and leaves other clients alone', async () => {
      const email = `locked-${randomUUID()}@bebop.test`;
      const ip = freshIp();
      for (let n = 0; n < 5; n += 1) {
        expect((await login(email, 'Wrong1', ip, n % 2 === 1)).status).toBe(401);
      }
      const callsBefore = calls.length;
      for (const other of [false, true]) {
        const limited = await login(` ${email.toUpperCase()}`, RIGHT_PASSWORD, ip, other);
        expect(limited).toMatchObject({
          status: 429,
          body: failure('Too many login attempts. Please try again in a minute.'),
        });
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
      }
      // Refused before the service is asked: a locked client cannot even probe the account.
      expect(calls.length).toBe(callsBefore);
      expect((await login(email, RIGHT_PASSWORD, freshIp())).status).toBe(200);

      await harness.infra.endRateLimitWindows();
      expect((await login(email, RIGHT_PASSWORD, ip)).status).toBe(200);
    });

    it('holds guessing spread over many addresses at the per-account ceiling, but not the browser the owner signed in from', async () => {
      const email = `spread-${randomUUID()}@bebop.test`;
      const owner = await login(email, RIGHT_PASSWORD, freshIp());
      const cookie = deviceCookieOf(owner);
      expect(owner.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Strict$/);
      for (let n = 0; n < 7; n += 1) expect((await login(email, 'Wrong1', freshIp())).status).toBe(401);
      expect((await login(email, RIGHT_PASSWORD, freshIp())).status).toBe(429);
      const again = await login(email, RIGHT_PASSWORD, freshIp(), true, cookie);
      expect(again.status).toBe(200);
      expect(deviceCookieOf(again)).toBe(cookie);
      // auth-user is told, so the owner's password check goes ahead of a burst's.
      expect(lastCall('login')).toEqual({ email, password: RIGHT_PASSWORD, trustedDevice: true });
      // Another account's device cookie is no pass.
      expect((await login(email, RIGHT_PASSWORD, freshIp(), false, 'tracker_device=x.y')).status).toBe(429);
    });

    it('counts a device cookie on its own: 5 failures with it lock only that browser', async () => {
      const email = `device-${randomUUID()}@bebop.test`;
      const ip = freshIp();
      const cookie = deviceCookieOf(await login(email, RIGHT_PASSWORD, ip));
      for (let n = 0; n < 5; n += 1)
        expect((await login(email, 'Wrong1', ip, false, cookie)).status).toBe(401);
      expect((await login(email, RIGHT_PASSWORD, ip, false, cookie)).status).toBe(429);
      expect((await login(email, RIGHT_PASSWORD, ip)).status).toBe(200);
    });

    it('limits failures from one address across accounts, and leaves other addresses alone', async () => {
      const ip = freshIp();
      for (let n = 0; n < 8; n += 1) {
        expect((await login(`spray-${n}-${randomUUID()}@bebop.test`, 'Wrong1', ip)).status).toBe(401);
      }
      expect((await login('fresh@bebop.test', RIGHT_PASSWORD, ip)).status).toBe(429);
      expect((await login('fresh@bebop.test', RIGHT_PASSWORD, freshIp())).status).toBe(200);
    });

    it('tells auth-user a login is from a trusted device only when its cookie says so, not when the body does', async () => {
      await harness.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'claims@bebop.test', password: RIGHT_PASSWORD, trustedDevice: true },
        remoteAddress: freshIp(),
      });
      expect(lastCall('login')).toEqual({
        email: 'claims@bebop.test',
        password: RIGHT_PASSWORD,
        trustedDevice: false,
      });
    });

    it("answers auth-user's busy refusal as 429 with Retry-After, and counts it toward the limits", async () => {
      const email = `busy-${randomUUID()}@bebop.test`;
      const ip = freshIp();
      for (let n = 0; n < 5; n += 1) {
        const busy = await login(email, BUSY_PASSWORD, ip);
        expect(busy).toMatchObject({ status: 429, body: failure(HASHING_BUSY) });
        expect(busy.headers['retry-after']).toBe('2');
      }
      expect(await login(email, RIGHT_PASSWORD, ip)).toMatchObject({
        status: 429,
        body: failure('Too many login attempts. Please try again in a minute.'),
      });
    });

    it('never counts a success: more sign-ins than any limit from one address all get in', async () => {
      const ip = freshIp();
      for (let n = 0; n < 10; n += 1) {
        expect((await login(`often-${n % 2}@bebop.test`, RIGHT_PASSWORD, ip, n % 2 === 1)).status).toBe(200);
      }
    });

    it('counts a client behind nginx by the address nginx saw, whatever it claims further left', async () => {
      const client = freshIp();
      const viaNginx = (email: string, password: string, claimed: string) =>
        harness.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${claimed}, ${client}` },
        });
      for (let n = 0; n < 8; n += 1) {
        const forged = `192.0.2.${n}`;
        expect((await viaNginx(`spoof-${n}-${randomUUID()}@bebop.test`, 'Wrong1', forged)).status).toBe(401);
      }
      expect((await viaNginx('fresh@bebop.test', RIGHT_PASSWORD, '192.0.2.99')).status).toBe(429);
    });

    it("answers a disabled account's 403, which counts as no failure and forgets the client's earlier ones", async () => {
      const email = `disabled-${randomUUID()}@bebop.test`;
      const ip = freshIp();
      for (let n = 0; n < 2; n += 1) await login(email, 'Wrong1', ip);
      for (let n = 0; n < 10; n += 1)
        expect(await login(email, DISABLED_PASSWORD, ip)).toMatchObject({
          status: 403,
          body: failure(ACCOUNT_DISABLED),
        });
      // 2 + 4 failures would pass the client's limit of 5 had the disabled answers not cleared it.
      for (let n = 0; n < 4; n += 1) expect((await login(email, 'Wrong1', ip)).status).toBe(401);
      expect((await login(email, RIGHT_PASSWORD, ip)).status).toBe(200);
    });

    it("forgets a client's earlier failures for an account once it signs in", async () => {
      const email = `forgetful-${randomUUID()}@bebop.test`;
      const ip = freshIp();
      for (let n = 0; n < 3; n += 1) await login(email, 'Wrong1', ip);
      expect((await login(email, RIGHT_PASSWORD, ip)).status).toBe(200);
      for (let n = 0; n < 4; n += 1) expect((await login(email, 'Wrong1', ip)).status).toBe(401);
    });

    it('believes X-Forwarded-For only from a trusted proxy: sent by a client itself, it is ignored', async () => {
      const ip = freshIp();
      for (let n = 0; n < 8; n += 1) {
        const reply = await harness.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `direct-${n}-${randomUUID()}@bebop.test`, password: 'Wrong1' },
          remoteAddress: ip,
          headers: { 'x-forwarded-for': `192.0.2.${n}` },
        });
        expect(reply.status).toBe(401);
      }
      expect((await login('fresh@bebop.test', RIGHT_PASSWORD, ip)).status).toBe(429);
    });
  });

  describe('the bearer token', () => {
    it('GET /api/auth/me answers data.user for a valid token, with the id the token names', async () => {
      const userId = randomUUID();
      const reply = await me(bearer(tokenFor(userId)));
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.body.data.user).toMatchObject({ id: userId, isAdmin: false });
      expect(lastCall('account')).toEqual({ userId });
    });

    it.each([
      ['no token', {}, 'Not authenticated'],
      ['a malformed header', { authorization: 'Token abc' }, 'Not authenticated'],
      [
        'a token of another secret',
        bearer(tokenFor(randomUUID(), { secret: 'someone-elses-secret-1234' })),
        'Not authenticated',
      ],
      [
        'an expired token',
        bearer(tokenFor(randomUUID(), { expiresInSeconds: -10 })),
        'Your session has expired. Please sign in again.',
      ],
      ['garbage', bearer('not.a.jwt'), 'Not authenticated'],
    ])('refuses %s with 401', async (_name, headers, message) => {
      expect(await me(headers as Record<string, string>)).toMatchObject({
        status: 401,
        body: failure(message),
      });
    });

    it('POST /api/auth/logout revokes the token on every replica, and leaves other tokens alone', async () => {
      const userId = randomUUID();
      const token = tokenFor(userId);
      const sibling = tokenFor(userId);
      expect((await me(bearer(token))).status).toBe(200);
      const logout = await harness.request({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(logout).toMatchObject({ status: 200, body: { success: true, data: null, error: null } });
      expect(await me(bearer(token))).toMatchObject({ status: 401, body: failure('Not authenticated') });
      expect((await me(bearer(token), true)).status).toBe(401);
      expect(
        (await harness.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).status,
      ).toBe(401);
      expect((await me(bearer(sibling))).status).toBe(200);
    });

    it('keeps refusing a revoked token once the cache has lost it (a Redis restart), asking auth-user again', async () => {
      const userId = randomUUID();
      const token = tokenFor(userId);
      const sibling = tokenFor(userId);
      await harness.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(lastSessionCall('revoke')).toEqual({
        userId,
        jti: (jwt.decode(token) as TokenClaims).jti,
        exp: expect.any(Number),
      });
      await forgetSessions(userId);
      const asked = sessionCalls.filter((call) => call.pattern === 'sessionState').length;
      expect(await me(bearer(token), true)).toMatchObject({
        status: 401,
        body: failure('Not authenticated'),
      });
      expect((await me(bearer(sibling))).status).toBe(200);
      expect((await me(bearer(sibling), true)).status).toBe(200);
      // One read filled the cache for both replicas.
      expect(sessionCalls.filter((call) => call.pattern === 'sessionState').length).toBe(asked + 1);
    });

    it("caches a user's session state for at most 10 minutes after its last write", async () => {
      const userId = randomUUID();
      expect((await me(bearer(tokenFor(userId)))).status).toBe(200);
      const redis = new Redis(harness.infra.redisUrl);
      try {
        const key = `${harness.infra.redisPrefix}:cache:sessions:${userId}`;
        expect(await redis.hget(key, 'loaded')).toBe('1');
        expect(await redis.pttl(key)).toBeGreaterThan(590_000);
        expect(await redis.pttl(key)).toBeLessThanOrEqual(600_000);
      } finally {
        redis.disconnect();
      }
    });

    it("POST /api/auth/logout-all ends every session of the user on every replica, and no one else's", async () => {
      const userId = randomUUID();
      const [first, second] = [tokenFor(userId), tokenFor(userId)];
      const stranger = tokenFor(randomUUID());
      expect((await me(bearer(second), true)).status).toBe(200);
      expect(
        await harness.request({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(first) }),
      ).toMatchObject({ status: 200, body: { success: true, data: null, error: null } });
      for (const other of [false, true]) {
        expect(await me(bearer(first), other)).toMatchObject({
          status: 401,
          body: failure('Not authenticated'),
        });
        expect((await me(bearer(second), other)).status).toBe(401);
      }
      expect((await me(bearer(stranger))).status).toBe(200);
      await forgetSessions(userId);
      expect((await me(bearer(second), true)).status).toBe(401);
    });

    it('refuses tokens issued before log out everywhere, to the ms, and accepts one issued right after it', async () => {
      const userId = randomUUID();
      await harness.request({
        method: 'POST',
        url: '/api/auth/logout-all',
        headers: bearer(tokenFor(userId)),
      });
      const { validAfter } = sessionStates.get(userId)!;
      expect((await me(bearer(tokenFor(userId, { now: validAfter - 1 })))).status).toBe(401);
      expect((await me(bearer(tokenFor(userId, { now: validAfter })))).status).toBe(200);
    });
  });

  describe('PUT /api/auth/password', () => {
    const change = (token: string, payload: object) =>
      harness.request({ method: 'PUT', url: '/api/auth/password', headers: bearer(token), payload });

    it("sends the form as the token's user's change, answers a fresh session and ends the other ones", async () => {
      const userId = randomUUID();
      const [current, other] = [tokenFor(userId), tokenFor(userId)];
      const form = {
        currentPassword: RIGHT_PASSWORD,
        newPassword: 'Swordfish2',
        confirmPassword: 'Swordfish2',
      };
      const reply = await change(current, form);
      expect(reply).toMatchObject({
        status: 200,
        body: { success: true, error: null, data: { token: expect.any(String), user: { id: userId } } },
      });
      expect(reply.body.data).not.toHaveProperty('sessions');
      expect(lastSessionCall('changePassword')).toEqual({ userId, change: form });
      expect((await me(bearer(other), true)).status).toBe(401);
      expect((await me(bearer(current))).status).toBe(401);
      expect((await me(bearer(reply.body.data.token), true)).status).toBe(200);
    });

    it('answers 400 with the message for a wrong current password and ends nothing', async () => {
      const userId = randomUUID();
      const token = tokenFor(userId);
      expect(
        await change(token, { currentPassword: 'Wrong1', newPassword: 'Sword2', confirmPassword: 'Sword2' }),
      ).toMatchObject({
        status: 400,
        body: failure('Your current password is incorrect. Please try again.'),
      });
      expect((await me(bearer(token), true)).status).toBe(200);
    });

    it('refuses guesses at the current password past the login limit, with Retry-After', async () => {
      const token = tokenFor(randomUUID());
      const guess = { currentPassword: 'Wrong1', newPassword: 'Sword2', confirmPassword: 'Sword2' };
      const replies = await Promise.all(Array.from({ length: 8 }, () => change(token, guess)));
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
      const refused = replies.find((reply) => reply.status === 429)!;
      expect(refused.body.error).toMatch(/^Too many password change attempts\. Please try again in /);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    });

    it('needs a signed-in user', async () => {
      expect(
        await harness.request({
          method: 'PUT',
          url: '/api/auth/password',
          payload: { currentPassword: 'x' },
        }),
      ).toMatchObject({ status: 401, body: failure('Not authenticated') });
    });
  });

  describe('/api/auth/profile', () => {
    it('GET answers data.user for the signed-in user and 401 without a token', async () => {
      const userId = randomUUID();
      const reply = await harness.request({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(tokenFor(userId)),
      });
      expect(reply).toMatchObject({ status: 200, body: { success: true, data: { user: { id: userId } } } });
      expect(await harness.request({ method: 'GET', url: '/api/auth/profile' })).toMatchObject({
        status: 401,
        body: failure('Not authenticated'),
      });
    });

    it("PUT sends the body as the changes of the token's user, and refuses a body claiming an id", async () => {
      const userId = randomUUID();
      const changes = { displayName: 'Spike', preferences: { theme: 'dark' } };
      const put = (payload: object, headers: Record<string, string> = bearer(tokenFor(userId))) =>
        harness.request({ method: 'PUT', url: '/api/auth/profile', headers, payload });
      const reply = await put(changes);
      expect(reply.status).toBe(200);
      expect(reply.body.data.user).toMatchObject({ id: userId, displayName: 'Spike' });
      expect(lastCall('updateProfile')).toEqual({ userId, changes });
      const callsBefore = calls.length;
      expect(await put({ ...changes, userId: 'someone-else' })).toMatchObject({
        status: 400,
        body: failure('Unknown field: userId.'),
      });
      expect(calls.length).toBe(callsBefore);
      expect((await put(changes, {})).status).toBe(401);
    });
  });
});
