import { API_TOKEN_MESSAGES } from '@tracker/contracts';
import { io } from 'socket.io-client';

import { Stack } from '../support/stack';

const ADMIN_EMAIL = 'root@api-tokens.test';
/** A fixture title of the fake Jikan. */
const BAKERY = 90011;
/** Low enough to reach in a test, high enough for the others' calls with one token. */
const RATE_LIMIT = 30;

interface Session {
  token: string;
  user: { id: string; username: string };
}

/**
 * Personal API tokens (issue 21) through the real processes with two gateway replicas: what a token may do
 * within its scope, that a revoked token or a disabled account's is refused at once on every replica, that
 * none reaches the admin routes, the token routes or a socket, and the per-token rate limit.
 */
describe('personal API tokens', () => {
  let stack: Stack;
  let root: Session;
  let serial = 0;

  beforeAll(async () => {
    stack = await Stack.start('api-tokens', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
      gateways: 2,
      env: {
        ADMIN_EMAIL,
        SEED_ON_START: 'false',
        JIKAN_MIN_GAP_MS: '0',
        SERVICE_TIMEOUT_MS: '5000',
        API_TOKEN_MAX_PER_MINUTE: String(RATE_LIMIT),
      },
    });
    await stack.get(`/api/database/anime/${BAKERY}`);
    root = await stack.register('root', { email: ADMIN_EMAIL });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const [first, second] = [0, 1];
  const on = (replica: number) => ({ baseUrl: stack.gatewayUrls[replica] });
  const signUp = (): Promise<Session> => stack.register(`spike_${++serial}`);
  const makeToken = async (session: Session, scope: 'read' | 'write', name = `${scope} ${++serial}`) => {
    const answer = await stack.call('POST', '/api/auth/api-tokens', {
      token: session.token,
      json: { name, scope },
    });
    expect(answer.status).toBe(201);
    return answer.body.data as { id: string; token: string };
  };
  const lists = (token: string, replica = first) =>
    stack.call('GET', '/api/auth/anime-lists', { token, ...on(replica) });
  const add = (token: string, replica = first) =>
    stack.call('POST', '/api/auth/anime-lists', {
      token,
      json: { animeId: BAKERY, status: 'watching' },
      ...on(replica),
    });
  const refusal = (status: number, error: string) => ({
    status,
    body: { success: false, data: null, error },
  });

  it("lets a read token read its user's lists on every replica, and refuses it every write", async () => {
    const spike = await signUp();
    await stack.call('POST', '/api/auth/anime-lists', {
      token: spike.token,
      json: { animeId: BAKERY, status: 'plan_to_watch' },
    });
    const { token } = await makeToken(spike, 'read');
    for (const replica of [first, second]) {
      const answer = await lists(token, replica);
      expect(answer.status).toBe(200);
      expect(answer.body.data.lists.plan_to_watch).toMatchObject([{ animeId: BAKERY }]);
    }
    expect(await add(token)).toMatchObject(refusal(403, API_TOKEN_MESSAGES.readOnly));
    const removed = await stack.call('DELETE', `/api/auth/anime-lists/${BAKERY}`, { token });
    expect(removed).toMatchObject(refusal(403, API_TOKEN_MESSAGES.readOnly));
    expect((await lists(spike.token)).body.data.lists.plan_to_watch).toHaveLength(1);
  });

  it("lets a write token change its user's lists, and only its user's", async () => {
    const spike = await signUp();
    const { token } = await makeToken(spike, 'write');
    expect((await add(token, second)).status).toBe(201);
    expect((await lists(spike.token)).body.data.lists.watching).toMatchObject([{ animeId: BAKERY }]);
    const me = await stack.call('GET', '/api/auth/me', { token });
    expect(me.body.data.user).toMatchObject({ id: spike.user.id, isAdmin: false });
  });

  it('refuses a revoked token at once, on both replicas', async () => {
    const spike = await signUp();
    const { id, token } = await makeToken(spike, 'read');
    // Both replicas keep their verdict on the token.
    expect((await lists(token, first)).status).toBe(200);
    expect((await lists(token, second)).status).toBe(200);
    const revoked = await stack.call('DELETE', `/api/auth/api-tokens/${id}`, { token: spike.token });
    expect(revoked).toMatchObject({ status: 200, body: { data: { revoked: true } } });
    expect(await lists(token, second)).toMatchObject(refusal(401, 'Not authenticated'));
    expect(await lists(token, first)).toMatchObject(refusal(401, 'Not authenticated'));
    const listed = await stack.call('GET', '/api/auth/api-tokens', { token: spike.token });
    expect(listed.body.data.items).toEqual([]);
  });

  it("refuses a disabled account's tokens at once, on both replicas", async () => {
    const spike = await signUp();
    const { token } = await makeToken(spike, 'write');
    expect((await lists(token, first)).status).toBe(200);
    expect((await lists(token, second)).status).toBe(200);
    const disabled = await stack.call('POST', `/api/admin/users/${spike.user.id}/disable`, {
      token: root.token,
    });
    expect(disabled.status).toBe(200);
    expect((await lists(token, second)).status).toBe(401);
    expect((await lists(token, first)).status).toBe(401);
  });

  it("keeps even an admin's token off the admin routes", async () => {
    const { token } = await makeToken(root, 'write');
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/system'],
      ['POST', `/api/admin/users/${root.user.id}/demote`],
    ]) {
      const answer = await stack.call(method, path, { token });
      expect({ path, ...answer }).toMatchObject({ path, ...refusal(403, API_TOKEN_MESSAGES.adminRoutes) });
    }
    expect((await stack.call('GET', '/api/admin/users', { token: root.token })).status).toBe(200);
  });

  it('keeps every token off the token routes, the password, signing out and uploads', async () => {
    const spike = await signUp();
    const made = await makeToken(spike, 'write');
    const { token } = made;
    for (const [method, path, json] of [
      ['GET', '/api/auth/api-tokens'],
      ['POST', '/api/auth/api-tokens', { name: 'more', scope: 'write' }],
      ['DELETE', `/api/auth/api-tokens/${made.id}`],
      [
        'PUT',
        '/api/auth/password',
        { currentPassword: 'Bebop1', newPassword: 'Bebop2', confirmPassword: 'Bebop2' },
      ],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/logout-all'],
    ] as const) {
      const answer = await stack.call(method, path, { token, json });
      expect({ path, ...answer }).toMatchObject({ path, ...refusal(403, API_TOKEN_MESSAGES.sessionOnly) });
    }
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array([0x47, 0x49, 0x46])], { type: 'image/gif' }), 'a.gif');
    const upload = await stack.call('POST', '/api/auth/upload-avatar', { token, form });
    expect(upload).toMatchObject(refusal(403, API_TOKEN_MESSAGES.sessionOnly));
    // The token still works where it may go, and the session is untouched.
    expect((await lists(token)).status).toBe(200);
    expect((await stack.call('GET', '/api/auth/api-tokens', { token: spike.token })).status).toBe(200);
  });

  it('refuses a token at the live connection', async () => {
    const spike = await signUp();
    const { token } = await makeToken(spike, 'read');
    const refused = await new Promise<Error>((resolve, reject) => {
      const socket = io(stack.baseUrl, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
      });
      socket.once('connect', () => {
        socket.disconnect();
        reject(new Error('An API token opened a socket.'));
      });
      socket.once('connect_error', (error) => {
        socket.disconnect();
        resolve(error);
      });
    });
    expect(refused.message).toBe(API_TOKEN_MESSAGES.realtime);
  });

  it(`answers 429 with Retry-After past ${RATE_LIMIT} requests a minute per token, counted across replicas`, async () => {
    const spike = await signUp();
    const { token } = await makeToken(spike, 'read');
    const other = await makeToken(spike, 'read');
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i += 1) statuses.push((await lists(token, i % 2)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await lists(token, second);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many requests with this API token: at most 30 a minute\./);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another token of the same user, and the signed-in session, count on their own.
    expect((await lists(other.token)).status).toBe(200);
    expect((await lists(spike.token)).status).toBe(200);
  });
});
