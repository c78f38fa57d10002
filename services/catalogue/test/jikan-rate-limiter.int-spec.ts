import { createRedisClient } from '@tracker/redis';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import type { Redis } from 'ioredis';

import { JikanRateLimiter, RateLimitTimeoutError, type RateLimits } from '../src/upstream/jikan-rate-limiter';

/** Starts of the requests that ran, with how many were running at that moment. */
interface Run {
  start: number;
  concurrent: number;
}

function maxInAnyWindow(starts: number[], windowMs: number): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let max = 0;
  for (let i = 0, j = 0; i < sorted.length; i += 1) {
    while (sorted[i] - sorted[j] >= windowMs) j += 1;
    max = Math.max(max, i - j + 1);
  }
  return max;
}

/**
 * Grants are spaced on Redis's clock; the starts measured here also carry event-loop jitter, so timing
 * checks allow this much slack (a violation would show as a whole extra request, far beyond it).
 */
const JITTER_MS = 50;

describe(JikanRateLimiter.name, () => {
  let infra: TestInfra;
  const clients: Redis[] = [];

  /** Three limiters on three connections: three catalogue replicas sharing one budget. */
  function replicas(limits: RateLimits): JikanRateLimiter[] {
    return [0, 1, 2].map(() => {
      const redis = createRedisClient(infra.redisUrl);
      clients.push(redis);
      return new JikanRateLimiter(redis, `${infra.redisPrefix}:ratelimit:jikan`, limits);
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
    const starts: number[] = [];
    let firstGranted: () => void = () => undefined;
    const granted = new Promise<void>((resolve) => (firstGranted = resolve));
    const run = (name: string) => async () => {
      order.push(name);
      starts.push(Date.now());
      firstGranted();
    };
    // Five background requests line up first, across two replicas; the person asks once one has run.
    const queued = [0, 1, 2, 3, 4].map((n) =>
      (n % 2 ? other : background).schedule(run(`background ${n}`), 5_000),
    );
    await granted;
    await person.schedule(run('person'), 5_000, true);
    await Promise.all(queued);
    // Only the first background request (granted at once) went before the person.
    expect(order.indexOf('person')).toBe(1);
    const sorted = [...starts].sort((a, b) => a - b);
    for (let n = 1; n < sorted.length; n += 1)
      expect(sorted[n] - sorted[n - 1]).toBeGreaterThanOrEqual(200 - JITTER_MS);
  });

  it('never lets three replicas exceed 3 starts in any second or 2 requests in flight', async () => {
    const limiters = replicas({ perSecond: 3, perMinute: 60, maxInFlight: 2, minGapMs: 0 });
    const runs: Run[] = [];
    let running = 0;
    const request = async () => {
      running += 1;
      runs.push({ start: Date.now(), concurrent: running });
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 12 }, (_, n) => limiters[n % 3].schedule(request, 20_000)));
    expect(runs).toHaveLength(12);
    expect(
      maxInAnyWindow(
        runs.map((run) => run.start),
        1000 - JITTER_MS,
      ),
    ).toBeLessThanOrEqual(3);
    expect(Math.max(...runs.map((run) => run.concurrent))).toBeLessThanOrEqual(2);
  });

  it('keeps the minimum gap between starts across replicas', async () => {
    const limiters = replicas({ perSecond: 100, perMinute: 600, maxInFlight: 2, minGapMs: 150 });
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        limiters[n % 3].schedule(async () => void starts.push(Date.now()), 20_000),
      ),
    );
    starts.sort((a, b) => a - b);
    for (let i = 1; i < starts.length; i += 1)
      expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(150 - JITTER_MS);
  });

  it('caps starts per minute', async () => {
    const limiters = replicas({ perSecond: 100, perMinute: 5, maxInFlight: 5, minGapMs: 0 });
    const ran: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) => limiters[n % 3].schedule(async () => void ran.push(n), 1000)),
    );
    expect(ran).toHaveLength(5);
    expect(
      results
        .filter((result) => result.status === 'rejected')
        .map((result) => (result as PromiseRejectedResult).reason),
    ).toEqual(Array.from({ length: 3 }, () => expect.any(RateLimitTimeoutError)));
  });

  it('widens the gap by half for every 429 counted in the last 5 minutes', async () => {
    const [limiter] = replicas({ perSecond: 100, perMinute: 600, maxInFlight: 2, minGapMs: 100 });
    expect(await limiter.recordRateLimited()).toBe(1);
    expect(await limiter.recordRateLimited()).toBe(2);
    const starts: number[] = [];
    for (let n = 0; n < 3; n += 1) await limiter.schedule(async () => void starts.push(Date.now()), 5000);
    // Two 429s: gap 100 ms × (1 + 0.5 × 2) = 200 ms.
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(200 - JITTER_MS);
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(200 - JITTER_MS);
    expect(await limiter.rateLimitedCount()).toBe(2);
  });

  it('releases the slot when the request fails', async () => {
    const [limiter] = replicas({ perSecond: 100, perMinute: 600, maxInFlight: 1, minGapMs: 0 });
    await expect(
      limiter.schedule(async () => Promise.reject(new Error('upstream down')), 1000),
    ).rejects.toThrow('upstream down');
    await expect(limiter.schedule(async () => 'next', 1000)).resolves.toBe('next');
  });
});
