import { eventually, type OwnRedisServer, ownRedisServer } from '@tracker/testing';

import { Stack } from '../support/stack';

/**
 * Nest's Redis transport does not reconnect by itself (nestjs/nest#2246, #14044). Ours must: restart a
 * Redis of the test's own under the running stack and every process heals without a restart.
 */
describe('a Redis restart under the running stack', () => {
  let redis: OwnRedisServer;
  let stack: Stack;

  beforeAll(async () => {
    redis = await ownRedisServer();
    await redis.start();
    stack = await Stack.start('redis-restart', { env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    await stack?.stop();
    await redis?.stop();
  });

  it('fails fast while Redis is down and is green again within 10 s after it is back', async () => {
    expect((await stack.get('/api/health')).status).toBe(200);
    expect((await stack.get('/api/health/ready')).status).toBe(200);

    await redis.stop();
    const duringOutage = await Promise.all([
      stack.get('/api/database/anime/52701'),
      stack.get('/api/health'),
      stack.get('/api/health/ready'),
    ]);
    for (const response of duringOutage) {
      expect(response.status).toBe(503);
      expect(response.ms).toBeLessThan(3000);
    }

    await redis.start();
    const backAt = Date.now();
    await eventually(async () => expect((await stack.get('/api/health')).status).toBe(200), 10_000);
    expect(Date.now() - backAt).toBeLessThan(10_000);
    expect((await stack.get('/api/health/ready')).status).toBe(200);
    expect((await stack.get('/api/database/anime/52701')).body.data.mal_id).toBe(52701);
    expect([stack.gateway, ...stack.services].every((process) => process.running)).toBe(true);
  });
});
