import { type FakeJikan, FIXTURE_IDS, startFakeJikan } from '@tracker/fake-jikan';
import { createRedisClient } from '@tracker/redis';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import type { Redis } from 'ioredis';

import {
  DEFAULT_JIKAN_OPTIONS,
  JikanClient,
  type JikanClientOptions,
  JikanNotFoundError,
  JikanUnavailableError,
} from '../src/upstream/jikan.client.js';
import { JikanRateLimiter } from '../src/upstream/jikan-rate-limiter.js';
import { upstreamRateLimited, upstreamRequests } from '../src/upstream/upstream-metrics.js';
import { UpstreamRateLimits } from '../src/upstream/upstream-rate-limits.js';
import { UpstreamReachability } from '../src/upstream/upstream-reachability.js';

const ID = FIXTURE_IDS.starlitCartographers;
const PATH = `/anime/${ID}/full`;

describe(JikanClient.name, () => {
  let infra: TestInfra;
  let jikan: FakeJikan;
  const connections: Redis[] = [];

  /** A catalogue replica's client: its own Redis connection, the shared limiter keys and cache. */
  function replica(
    options: Partial<JikanClientOptions> = {},
    minGapMs = 0,
  ): { client: JikanClient; limiter: JikanRateLimiter; rateLimits: UpstreamRateLimits } {
    const redis = createRedisClient(infra.redisUrl);
    connections.push(redis);
    const limiter = new JikanRateLimiter(redis, `${infra.redisPrefix}:ratelimit:jikan`, {
      perSecond: 3,
      perMinute: 60,
      maxInFlight: 2,
      minGapMs,
    });
    const rateLimits = new UpstreamRateLimits(redis, `${infra.redisPrefix}:cache:jikan:429s`);
    const client = new JikanClient(
      redis,
      limiter,
      `${infra.redisPrefix}:cache:jikan`,
      { ...DEFAULT_JIKAN_OPTIONS, baseUrl: jikan.url, retryDelaysMs: [30, 60], timeoutMs: 2000, ...options },
      new UpstreamReachability(redis, `${infra.redisPrefix}:cache:jikan:reachable`),
      rateLimits,
    );
    return { client, limiter, rateLimits };
  }

  const upstreamCalls = (path = PATH) =>
    jikan.requests.filter((request) => request.path === `/v4${path}`).length;

  beforeEach(async () => {
    infra = await createTestInfra('jikan-client');
    jikan = await startFakeJikan();
  });

  afterEach(async () => {
    await Promise.all(connections.splice(0).map((redis) => redis.quit()));
    await jikan.close();
    await infra.cleanup();
  });

  it('fetches once and serves the cached response afterwards, to every replica', async () => {
    const [a, b] = [replica(), replica()];
    const first = await a.client.get<{ data: { mal_id: number } }>(PATH);
    expect(first.data.mal_id).toBe(ID);
    await expect(b.client.get(PATH)).resolves.toEqual(first);
    expect(upstreamCalls()).toBe(1);
  });

  it('sends identical concurrent requests once', async () => {
    const { client } = replica();
    await Promise.all(Array.from({ length: 5 }, () => client.get(PATH)));
    expect(upstreamCalls()).toBe(1);
  });

  it('remembers a 404 for an hour without asking again', async () => {
    const { client } = replica();
    await expect(client.get('/anime/999999/full')).rejects.toBeInstanceOf(JikanNotFoundError);
    await expect(client.get('/anime/999999/full')).rejects.toBeInstanceOf(JikanNotFoundError);
    expect(upstreamCalls('/anime/999999/full')).toBe(1);
  });

  it('retries a 429 twice after growing waits, counting each for every replica', async () => {
    const [{ client, limiter }, other] = [replica(), replica()];
    jikan.faults.next(2, { status: 429 });
    await expect(client.get(PATH)).resolves.toMatchObject({ data: { mal_id: ID } });
    const calls = jikan.requests.filter((request) => request.path === `/v4${PATH}`);
    expect(calls.map((call) => call.status)).toEqual([429, 429, 200]);
    expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(25);
    expect(calls[2].at - calls[1].at).toBeGreaterThanOrEqual(55);
    expect(await limiter.rateLimitedCount()).toBe(2);
    expect(await other.rateLimits.lastHour()).toBe(2);
  });

  it("counts the last hour's 429s by the minute, dropping the minutes past it", async () => {
    const { rateLimits } = replica();
    const now = Date.now();
    await rateLimits.record(now - 61 * 60_000);
    await rateLimits.record(now - 59 * 60_000);
    await rateLimits.record(now - 60_000);
    await rateLimits.record(now);
    expect(await rateLimits.lastHour(now)).toBe(3);
    expect(await rateLimits.lastHour(now + 2 * 60_000)).toBe(2);
  });

  it('counts the public API requests by status, and its 429s', async () => {
    const requestsWith = async (status: string) =>
      (await upstreamRequests.get()).values.find(
        (value) => value.metricName?.endsWith('_count') && String(value.labels.status) === status,
      )?.value ?? 0;
    const rateLimited = async () => (await upstreamRateLimited.get()).values[0]?.value ?? 0;
    const before = {
      ok: await requestsWith('200'),
      limited: await requestsWith('429'),
      missing: await requestsWith('404'),
      total: await rateLimited(),
    };
    const { client } = replica();
    jikan.faults.next(1, { status: 429 });
    await client.get(PATH);
    await expect(client.get('/anime/999999/full')).rejects.toBeInstanceOf(JikanNotFoundError);
    expect(await requestsWith('200')).toBe(before.ok + 1);
    expect(await requestsWith('429')).toBe(before.limited + 1);
    expect(await rateLimited()).toBe(before.total + 1);
    expect(await requestsWith('404')).toBe(before.missing + 1);
  });

  it('gives up after the retries with a clear error when nothing is cached', async () => {
    const { client } = replica();
    jikan.faults.always(`/v4${PATH}`, { status: 429 });
    await expect(client.get(PATH)).rejects.toThrow(
      new JikanUnavailableError(PATH, 'rate limited (429) after 2 retries'),
    );
    expect(upstreamCalls()).toBe(3);
  });

  it.each([
    ['a 429 past the retries', { status: 429 as const }],
    ['a 500', { status: 500 as const }],
    ['a 503', { status: 503 as const }],
    ['a dropped connection', { drop: true as const }],
    ['no answer within the timeout', { delayMs: 3000 }],
  ])('serves the stale copy on %s', async (_, fault) => {
    const { client } = replica({ cacheTtlMs: 0 });
    const fresh = await client.get(PATH);
    jikan.faults.always(`/v4${PATH}`, fault);
    await expect(client.get(PATH)).resolves.toEqual(fresh);
  });

  it('fails with the reason when the API fails and nothing is cached', async () => {
    const { client } = replica();
    jikan.faults.always(`/v4${PATH}`, { status: 500 });
    await expect(client.get(PATH)).rejects.toThrow(new JikanUnavailableError(PATH, 'HTTP 500'));
    await expect(client.get(PATH)).rejects.toMatchObject({ unreachable: false });
  });

  it('says the API is unreachable when no HTTP answer came', async () => {
    const { client } = replica();
    jikan.faults.always(`/v4${PATH}`, { drop: true });
    await expect(client.get(PATH)).rejects.toMatchObject({
      name: 'JikanUnavailableError',
      unreachable: true,
    });
  });

  it('keeps three replicas under 3 requests a second together during a burst of distinct lookups', async () => {
    const replicas = [
      replica({ timeoutMs: 10_000 }),
      replica({ timeoutMs: 10_000 }),
      replica({ timeoutMs: 10_000 }),
    ];
    const ids = Array.from({ length: 12 }, (_, n) => 90001 + n);
    await Promise.all(
      ids.map((id, n) => replicas[n % 3].client.get(`/anime/${id}/full`).catch(() => undefined)),
    );
    const starts = jikan.requests.map((request) => request.at).sort((x, y) => x - y);
    expect(starts).toHaveLength(12);
    // Three starts at most in any second (less event-loop jitter at the fake's end).
    for (let i = 3; i < starts.length; i += 1) expect(starts[i] - starts[i - 3]).toBeGreaterThanOrEqual(950);
    expect(jikan.requests.every((request) => request.status === 200)).toBe(true);
  });
});
