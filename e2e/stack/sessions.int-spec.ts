import { eventually, type OwnRedisServer, ownRedisServer } from '@tracker/testing';

import { Stack } from '../support/stack';

const PASSWORD = 'Bebop1';
const NEW_PASSWORD = 'Swordfish2';

/**
 * Ends of sessions are durable: auth-user keeps them in Postgres and Redis only caches them, so a Redis of
 * the test's own (no persistence, as here) can restart, or the whole stack, without reviving a token.
 */
describe('ended sessions through the stack', () => {
  let redis: OwnRedisServer;
  let stack: Stack;
  let serial = 0;

  beforeAll(async () => {
    redis = await ownRedisServer();
    await redis.start();
    stack = await Stack.start('sessions', { services: ['auth-user'], env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  const me = async (token: string) => (await stack.call('GET', '/api/auth/me', { token })).status;
  const login = async (email: string, password = PASSWORD) =>
    stack.call('POST', '/api/auth/login', { json: { email, password } });

  /** An account signed in on two devices: the registration's token and a login's. */
  const twoSessions = async () => {
    serial += 1;
    const email = `jet${serial}-${Date.now()}@bebop.test`;
    const registered = await stack.register(`jet_${serial}_${Date.now() % 100_000}`, {
      email,
      displayName: 'Jet',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const second = await login(email);
    expect(second.status).toBe(200);
    return { email, first: registered.token, second: second.body.data.token as string };
  };

  /** Restarts Redis, then waits until the gateway and auth-user answer `liveToken` again. */
  const restartRedis = async (liveToken: string) => {
    await redis.stop();
    await redis.start();
    await eventually(async () => expect(await me(liveToken)).toBe(200), 10_000);
  };

  it('keeps a logged-out token refused after a Redis restart, and the other session alive', async () => {
    const { first, second } = await twoSessions();
    expect(await me(first)).toBe(200);
    expect(await stack.call('POST', '/api/auth/logout', { token: first })).toMatchObject({
      status: 200,
      body: { success: true, data: null, error: null },
    });
    expect(await me(first)).toBe(401);

    await restartRedis(second);
    expect(await stack.call('GET', '/api/auth/me', { token: first })).toMatchObject({
      status: 401,
      body: { success: false, data: null, error: 'Not authenticated' },
    });
  });

  it('keeps a logged-out token refused after the whole stack restarts, Redis included', async () => {
    const { first, second } = await twoSessions();
    expect((await stack.call('POST', '/api/auth/logout', { token: first })).status).toBe(200);

    const processes = [stack.gateway, ...stack.services];
    await Promise.all(processes.map((process) => process.stop()));
    await redis.stop();
    await redis.start();
    await Promise.all(processes.map((process) => process.start()));

    expect(await me(first)).toBe(401);
    expect(await me(second)).toBe(200);
  });

  it('ends both sessions of the account with log out everywhere, and a new sign-in works', async () => {
    const { email, first, second } = await twoSessions();
    expect(await me(second)).toBe(200);
    expect(await stack.call('POST', '/api/auth/logout-all', { token: first })).toMatchObject({
      status: 200,
      body: { success: true, data: null, error: null },
    });
    expect(await me(first)).toBe(401);
    expect(await me(second)).toBe(401);
    // Signed in again within the same second as the end: the new session stands.
    const again = await login(email);
    expect(await me(again.body.data.token)).toBe(200);
    await restartRedis(again.body.data.token);
    expect(await me(second)).toBe(401);
  });

  it('changes the password: the other session ends, the new token works, and only the new password signs in', async () => {
    const { email, first, second } = await twoSessions();
    const wrong = await stack.call('PUT', '/api/auth/password', {
      token: first,
      json: { currentPassword: 'Wrong1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { success: false, data: null, error: 'Your current password is incorrect. Please try again.' },
    });
    expect(await me(second)).toBe(200);

    const changed = await stack.call('PUT', '/api/auth/password', {
      token: first,
      json: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { success: true, error: null, data: { token: expect.any(String), user: { email } } },
    });
    expect(await me(second)).toBe(401);
    expect(await me(first)).toBe(401);
    expect(await me(changed.body.data.token)).toBe(200);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});
