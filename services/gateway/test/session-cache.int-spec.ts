import { randomUUID } from 'node:crypto';

import type { GatewayEnv } from '@tracker/config';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import { Redis } from 'ioredis';

import { SESSION_CACHE_TTL_MS, SessionCache } from '../src/authentication/session-cache.js';

/** The per-user session cache against a real Redis: merges that a stale fill or a restart cannot undo. */
describe(SessionCache.name, () => {
  let infra: TestInfra;
  let redis: Redis;
  let cache: SessionCache;

  beforeAll(async () => {
    infra = await createTestInfra('gateway-session-cache');
    redis = new Redis(infra.redisUrl);
    cache = new SessionCache({ REDIS_PREFIX: infra.redisPrefix } as GatewayEnv, redis);
  });

  afterAll(async () => {
    redis?.disconnect();
    await infra?.cleanup();
  });

  const keyOf = (userId: string) => `${infra.redisPrefix}:cache:sessions:${userId}`;
  const NOW = Date.now();

  it('knows nothing of a user until a fill, then answers active for a live token', async () => {
    const userId = randomUUID();
    const jti = randomUUID();
    expect(await cache.check(userId, jti, NOW)).toBe('unknown');
    await cache.fill(userId, await cache.beginFill(userId), { validAfter: 0, revoked: [] });
    expect(await cache.check(userId, jti, NOW)).toBe('active');
    expect(await redis.hgetall(keyOf(userId))).toEqual({ loaded: '1' });
    expect(await redis.pttl(keyOf(userId))).toBeGreaterThan(SESSION_CACHE_TTL_MS - 10_000);
  });

  it('refuses a revoked token and one issued before validAfter, from a write alone, before any fill', async () => {
    const userId = randomUUID();
    const revoked = randomUUID();
    await cache.add(userId, { validAfter: NOW, revoked: [revoked] });
    expect(await cache.check(userId, revoked, NOW + 5)).toBe('ended');
    expect(await cache.check(userId, randomUUID(), NOW - 1)).toBe('ended');
    expect(await cache.check(userId, randomUUID(), NOW)).toBe('unknown');
  });

  it('never lets a fill read before a logout undo it: ids are only added and validAfter only grows', async () => {
    const userId = randomUUID();
    const [old, fresh] = [randomUUID(), randomUUID()];
    const marker = await cache.beginFill(userId);
    // The logout commits and reaches the cache while the fill's read is on its way back.
    await cache.add(userId, { validAfter: NOW, revoked: [old, fresh] });
    await cache.fill(userId, marker, { validAfter: NOW - 60_000, revoked: [old] });
    expect(await cache.check(userId, fresh, NOW + 1)).toBe('ended');
    expect(await cache.check(userId, randomUUID(), NOW - 1)).toBe('ended');
    expect(await cache.check(userId, randomUUID(), NOW)).toBe('active');
  });

  it("does not mark a user loaded when the cache was lost between the fill's marker and its write", async () => {
    const userId = randomUUID();
    const marker = await cache.beginFill(userId);
    await redis.del(keyOf(userId)); // Redis restarted: a logout may have landed in between, unseen by this read.
    const revoked = randomUUID();
    await cache.fill(userId, marker, { validAfter: 0, revoked: [revoked] });
    expect(await cache.check(userId, randomUUID(), NOW)).toBe('unknown');
    expect(await cache.check(userId, revoked, NOW)).toBe('ended');
    expect(await redis.hkeys(keyOf(userId))).toEqual([`r:${revoked}`]);
  });
});
