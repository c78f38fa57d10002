import { catalogueEnvSchema, loadEnv } from '@tracker/config';
import { CATALOGUE_JOB_PRIORITY } from '@tracker/contracts';
import { createTestInfra, type TestInfra } from '@tracker/testing';

import { CatalogueQueue } from '../src/jobs/catalogue-queue.js';
import { catalogueQueueJobs } from '../src/jobs/queue-metrics.js';

/** The gauge's value for one state, as a scrape would read it. */
async function jobsIn(state: string): Promise<number | undefined> {
  const { values } = await catalogueQueueJobs.get();
  return values.find((value) => value.labels.state === state)?.value;
}

describe('catalogue queue depth', () => {
  let infra: TestInfra;
  let queue: CatalogueQueue | undefined;

  beforeAll(async () => {
    infra = await createTestInfra('queue-metrics');
  });

  afterAll(async () => {
    await queue?.onApplicationShutdown();
    await infra?.cleanup();
  });

  it('counts the jobs by state in Redis at each scrape, and nothing once the queue is closed', async () => {
    queue = new CatalogueQueue(loadEnv(catalogueEnvSchema, infra.env));
    expect(await jobsIn('prioritized')).toBe(0);
    await queue.add(
      'enrich-anime',
      [1, 2, 3].map((malId) => ({ id: `enrich-${malId}`, data: { malId } })),
      CATALOGUE_JOB_PRIORITY.listed,
    );
    await queue.add('warm-top', [{ id: 'warm-top-1', data: { page: 1 } }], CATALOGUE_JOB_PRIORITY.warm, {
      delay: 60_000,
    });
    expect(await jobsIn('prioritized')).toBe(3);
    expect(await jobsIn('delayed')).toBe(1);
    expect(await jobsIn('active')).toBe(0);
    expect(await jobsIn('failed')).toBe(0);

    await queue.onApplicationShutdown();
    queue = undefined;
    expect((await catalogueQueueJobs.get()).values).toEqual([]);
  });
});
