import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { catalogueEnvSchema, loadEnv } from '@tracker/config';
import { type FakeJikan, startFakeJikan } from '@tracker/fake-jikan';
import { createTestInfra, type TestInfra } from '@tracker/testing';

import { AnimeService } from '../src/anime/anime.service.js';
import { AppModule } from '../src/app.module.js';

/**
 * Far more than the budget serves before a lookup's 10 s wait for a slot runs out (about 20 at 3 per
 * 1.5 s). Not 300 as before: the replicas and the fake share this process, and on a loaded machine 300
 * waiters polling the limiter kept it busy long enough to send granted requests late, bunching them
 * into one of the fake's seconds.
 */
const LOOKUPS = 90;

/** Most requests of `at` (arrival times at the fake) inside any window of `windowMs`. */
function busiestWindow(at: number[], windowMs: number): number {
  const sorted = [...at].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i += 1) {
    while (sorted[i] - sorted[j] >= windowMs) j += 1;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

/** Three catalogue replicas under a burst of distinct lookups share one public-API budget. */
describe('the public-API budget under a burst', () => {
  let infra: TestInfra;
  let jikan: FakeJikan;
  const replicas: INestApplicationContext[] = [];

  beforeAll(async () => {
    infra = await createTestInfra('burst');
    // Jikan's own limits: a request past them would come back 429 and show in the log.
    jikan = await startFakeJikan({ enforceLimits: { perSecond: 3, perMinute: 60 } });
    const env = loadEnv(catalogueEnvSchema, {
      ...infra.env,
      JIKAN_BASE_URL: jikan.url,
      // The 1.5 s gap would let only a handful through; without it the per-second limit is what binds.
      JIKAN_MIN_GAP_MS: '0',
      SEED_ON_START: 'false',
      CATALOGUE_JOBS: 'false',
    });
    for (let n = 0; n < 3; n += 1) {
      replicas.push(
        await NestFactory.createApplicationContext(AppModule.register(env), { logger: ['error'] }),
      );
    }
  });

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    await jikan?.close();
    await infra?.cleanup();
  });

  it('never lets three replicas exceed 3 requests in any second or 60 in any minute, and fails the rest cleanly', async () => {
    const ids = Array.from({ length: LOOKUPS }, (_, n) => 200_000 + n);
    const results = await Promise.allSettled(
      ids.map((id, n) => replicas[n % 3].get(AnimeService).getById(id)),
    );

    const requests = jikan.requests.filter((request) => request.path.startsWith('/v4/anime/'));
    expect(requests.length).toBeGreaterThan(10);
    expect(requests.every((request) => request.status !== 429)).toBe(true);
    expect(
      busiestWindow(
        requests.map((request) => request.at),
        950,
      ),
    ).toBeLessThanOrEqual(3);
    expect(
      busiestWindow(
        requests.map((request) => request.at),
        59_000,
      ),
    ).toBeLessThanOrEqual(60);
    // Every lookup answered: the fake does not know these ids (404), or no slot came in time (503).
    const messages = new Set(
      results.map((result) => (result.status === 'rejected' ? result.reason.message : 'found')),
    );
    for (const message of messages)
      expect(message).toMatch(
        /^(Anime \d+ was not found\.|Unable to fetch anime \d+\. Please try again in a moment\.)$/,
      );
  }, 60_000);
});
