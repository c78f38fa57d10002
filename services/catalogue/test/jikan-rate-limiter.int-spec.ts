import { createRedisClient } from '@tracker/redis';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import type { Redis } from 'ioredis';

import {
  JikanRateLimiter,
  type RateLimits,
  RateLimitTimeoutError,
} from '../src/upstream/jikan-rate-limiter.js';

function maxInAnyWindow(starts: number[], windowMs: number): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let max = 0;
  for (let i = 0, j = 0; i < sorted.length; i += 1) {
    while (sorted[i] - sorted[j] >= windowMs) j += 1;
    max = Math.max(max, i - j + 1);
  }
  return max;
}

describe(JikanRateLimiter.name, () => {
  let infra: TestInfra;
  const clients: Redis[] = [];
  const keyPrefix = () => `${infra.redisPrefix}:ratelimit:jikan`;

  /**
   * When each slot was granted, on Redis's clock, in order: the limiter's own record of starts. Times
   * taken in the requests would also carry event-loop jitter, which a loaded machine makes larger than
   * the gaps under test.
   */
  async function grantTimes(): Promise<number[]> {
    const scores = await clients[0].zrange(`${keyPrefix()}:minute`, 0, -1, 'WITHSCORES');
    return scores.filter((_, n) => n % 2 === 1).map(Number);
  }

  const gaps = (times: number[]) => times.slice(1).map((time, n) => time - times[n]);

  /** Three limiters on three connections: three catalogue replicas sharing one budget. */
  function replicas(limits: RateLimits): JikanRateLimiter[] {
    return [0, 1, 2].map(() => {
      const redis = createRedisClient(infra.redisUrl);
      clients.push(redis);
      return new JikanRateLimiter(redis, keyPrefix(), limits);
    });
  }

  beforeEach(async () => {
    infra = await createTestInfra('ratelimit');
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((redis) => redis.quit()));
    await infra.cleanup();
  });

  it('grants a waiting person the next slot before background requests that waited longer, within the gap', async () => {
    const [background, other, person] = replicas({
      perSecond: 3,
      perMinute: 60,
      maxInFlight: 2,
      minGapMs: 200,
    });
    const order: string[] = [];
    let firstRan: () => void = () => undefined;
    const ranOnce = new Promise<void>((resolve) => (firstRan = resolve));
    const run = (name: string) => async () => {
      order.push(name);
      firstRan();
    };
    // Five background requests line up first, across two replicas; the person asks once one has run.
    const queued = [0, 1, 2, 3, 4].map((n) =>
      (n % 2 ? other : background).schedule(run(`background ${n}`), 5_000),
    );
    await ranOnce;
    await person.schedule(run('person'), 5_000, true);
    await Promise.all(queued);
    // Only the first background request (granted at once) went before the person.
    expect(order.indexOf('person')).toBe(1);
    const granted = await grantTimes();
    expect(granted).toHaveLength(6);
    for (const gap of gaps(granted)) expect(gap).toBeGreaterThanOrEqual(200);
  });

  it('never lets three replicas exceed 3 starts in any second or 2 requests in flight', async () => {
    const limiters = replicas({ perSecond: 3, perMinute: 60, maxInFlight: 2, minGapMs: 0 });
    /** How many requests were running as each one started. */
    const concurrent: number[] = [];
    let running = 0;
    const request = async () => {
      running += 1;
      concurrent.push(running);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 12 }, (_, n) => limiters[n % 3].schedule(request, 20_000)));
    expect(concurrent).toHaveLength(12);
    const granted = await grantTimes();
    expect(granted).toHaveLength(12);
    expect(maxInAnyWindow(granted, 1000)).toBeLessThanOrEqual(3);
    expect(Math.max(...concurrent)).toBeLessThanOrEqual(2);
  });

  it('keeps the minimum gap between starts across replicas', async () => {
    const limiters = replicas({ perSecond: 100, perMinute: 600, maxInFlight: 2, minGapMs: 150 });
    await Promise.all(
      Array.from({ length: 6 }, (_, n) => limiters[n % 3].schedule(async () => undefined, 20_000)),
    );
    const granted = await grantTimes();
    expect(granted).toHaveLength(6);
    for (const gap of gaps(granted)) expect(gap).toBeGreaterThanOrEqual(150);
  });

  it('caps starts per minute', async () => {
    const limiters = replicas({ perSecond: 100, perMinute: 5, maxInFlight: 5, minGapMs: 0 });
    const ran: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) => limiters[n % 3].schedule(async () => void ran.push(n), 1000)),
    );
    expect(ran).toHaveLength(5);
    expect(results.filter((result) => result.status === 'rejected').map((result) => result.reason)).toEqual(
      Array.from({ length: 3 }, () => expect.any(RateLimitTimeoutError)),
    );
  });

  it('widens the gap by half for every 429 counted in the last 5 minutes', async () => {
    const [limiter] = replicas({ perSecond: 100, perMinute: 600, maxInFlight: 2, minGapMs: 100 });
    expect(await limiter.recordRateLimited()).toBe(1);
    expect(await limiter.recordRateLimited()).toBe(2);
    for (let n = 0; n < 3; n += 1) await limiter.schedule(async () => undefined, 5000);
    // Two 429s: gap 100 ms × (1 + 0.5 × 2) = 200 ms.
    const granted = await grantTimes();
    expect(granted).toHaveLength(3);
    for (const gap of gaps(granted)) expect(gap).toBeGreaterThanOrEqual(200);
    expect(await limiter.rateLimitedCount()).toBe(2);
  });

  it('tells its use across replicas: in flight, started within the minute, and the gap 429s widened', async () => {
    const [first, second] = replicas({ perSecond: 100, perMinute: 60, maxInFlight: 2, minGapMs: 100 });
    await first.schedule(async () => undefined, 5000);
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const held = second.schedule(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
      5000,
    );
    await running;
    await first.recordRateLimited();
    expect(await first.usage()).toEqual({
      inFlight: 1,
      maxInFlight: 2,
      lastMinute: 2,
      perMinute: 60,
      gapMs: 150,
    });
    release();
    await held;
    expect((await second.usage()).inFlight).toBe(0);
  });

  it('releases the slot when the request fails', async () => {
    const [limiter] = replicas({ perSecond: 100, perMinute: 600, maxInFlight: 1, minGapMs: 0 });
    await expect(
      limiter.schedule(async () => Promise.reject(new Error('upstream down')), 1000),
    ).rejects.toThrow('upstream down');
    await expect(limiter.schedule(async () => 'next', 1000)).resolves.toBe('next');
  });
});
