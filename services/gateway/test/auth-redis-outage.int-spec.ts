import { randomUUID } from 'node:crypto';

import { type OwnRedisServer, ownRedisServer } from '@tracker/testing';

import { type AuthRoutesHarness, startAuthRoutes } from './support/auth-harness.js';
import { FakeAuthUserModule, RIGHT_PASSWORD, tokenFor } from './support/fake-auth-user.js';

const UNAVAILABLE = {
  success: false,
  data: null,
  error: 'Sign-in is unavailable right now. Please try again in a moment.',
};

describe('the auth routes while Redis is down', () => {
  let redis: OwnRedisServer;
  let harness: AuthRoutesHarness;

  beforeAll(async () => {
    redis = await ownRedisServer();
    await redis.start();
    harness = await startAuthRoutes('gateway-auth-outage', FakeAuthUserModule, { REDIS_URL: redis.url });
  }, 60_000);

  afterAll(async () => {
    await redis?.start();
    await harness?.close();
    await redis?.stop();
  }, 60_000);

  it('answers 503 with a clear message instead of letting a token or a login through unchecked', async () => {
    const token = tokenFor(randomUUID());
    expect(
      (
        await harness.request({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(200);
    await redis.stop();
    expect(
      await harness.request({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      }),
    ).toMatchObject({ status: 503, body: UNAVAILABLE });
    expect(
      await harness.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'spike@bebop.test', password: RIGHT_PASSWORD },
      }),
    ).toMatchObject({ status: 503, body: UNAVAILABLE });
  });
});
