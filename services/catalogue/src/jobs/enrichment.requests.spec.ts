import { Logger } from '@nestjs/common';
import { CATALOGUE_JOB_PRIORITY } from '@tracker/contracts';

import type { CatalogueQueue } from './catalogue-queue.js';
import { EnrichmentRequests } from './enrichment.requests.js';

const MINUTE = 60_000;
const { listed: LISTED, opened: OPENED } = CATALOGUE_JOB_PRIORITY;
const NOW = Date.UTC(2026, 10, 23);

/** A queue whose adds are recorded and answer only when `settle` is called (or fail with `failWith`). */
function fakeQueue(failWith?: Error) {
  const added: Array<{ name: string; ids: string[]; priority?: number }> = [];
  const pending: Array<() => void> = [];
  const queue = {
    add: jest.fn((name: string, jobs: Array<{ id: string }>, priority: number) => {
      added.push({ name, ids: jobs.map((job) => job.id), priority });
      return new Promise<void>((resolve, reject) =>
        pending.push(() => (failWith ? reject(failWith) : resolve())),
      );
    }),
  };
  const settle = async () => {
    for (const answer of pending.splice(0)) answer();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { requests: new EnrichmentRequests(queue as unknown as CatalogueQueue), added, settle };
}

const row = (malId: number, complete = false, fetchedAt: Date | null = null) => ({
  malId,
  complete,
  fetchedAt,
});

describe(EnrichmentRequests.name, () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('queues the incomplete titles not refreshed this week, without waiting for the queue', () => {
    const { requests, added } = fakeQueue();
    const refreshedYesterday = new Date(NOW - 24 * 60 * MINUTE);
    const refreshedLastMonth = new Date(NOW - 30 * 24 * 60 * MINUTE);
    // Returns at once although the queue has not answered: the read that asked goes on.
    requests.request(
      [row(1), row(2, true), row(3, false, refreshedYesterday), row(4, false, refreshedLastMonth)],
      LISTED,
      NOW,
    );
    expect(added).toEqual([{ name: 'enrich-anime', ids: ['enrich-1', 'enrich-4'], priority: LISTED }]);
  });

  it('asks the queue for a title once in ten minutes on this replica', () => {
    const { requests, added } = fakeQueue();
    requests.request([row(7)], LISTED, NOW);
    requests.request([row(7)], LISTED, NOW + 10 * MINUTE);
    requests.request([row(7)], LISTED, NOW + 10 * MINUTE + 1);
    expect(added.map(({ ids }) => ids)).toEqual([['enrich-7'], ['enrich-7']]);
  });

  it('queues a title opened after it was listed again, at the opened priority, once', () => {
    const { requests, added } = fakeQueue();
    requests.request([row(8)], LISTED, NOW);
    requests.request([row(8)], OPENED, NOW + MINUTE);
    requests.request([row(8)], OPENED, NOW + 2 * MINUTE);
    expect(added).toEqual([
      { name: 'enrich-anime', ids: ['enrich-8'], priority: LISTED },
      { name: 'enrich-anime', ids: ['enrich-8'], priority: OPENED },
    ]);
  });

  it('queues a thin search once in ten minutes by its normalised text, and none under three letters', () => {
    const { requests, added } = fakeQueue();
    requests.requestSearch('  Quillmoor   Lighthouse ', NOW);
    requests.requestSearch('quillmoor lighthouse', NOW + MINUTE);
    requests.requestSearch('ab', NOW);
    requests.requestSearch('Quillmoor Lighthouse', NOW + 11 * MINUTE);
    expect(added).toHaveLength(2);
    expect(added[0]).toEqual({
      name: 'search-anime',
      ids: [expect.stringMatching(/^search-[0-9a-f]{40}$/)],
      priority: CATALOGUE_JOB_PRIORITY.warm,
    });
    expect(added[1]).toEqual(added[0]);
  });

  it('queues a resource fetch once in ten minutes on this replica, by title, resource and page', () => {
    const { requests, added } = fakeQueue();
    requests.requestResource(5, 'staff', 1, NOW);
    requests.requestResource(5, 'staff', 1, NOW + MINUTE);
    requests.requestResource(5, 'episodes', 2, NOW + MINUTE);
    expect(added).toEqual([
      { name: 'fetch-resource', ids: ['resource-5-staff-1'], priority: OPENED },
      { name: 'fetch-resource', ids: ['resource-5-episodes-2'], priority: OPENED },
    ]);
  });

  it('never throws when the queue fails: enrichment is only delayed', async () => {
    const { requests, settle } = fakeQueue(new Error('Redis is restarting'));
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    expect(() => requests.request([row(9)], LISTED, NOW)).not.toThrow();
    expect(() => requests.requestSearch('frieren', NOW)).not.toThrow();
    await settle();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Could not queue enrichment: Redis is restarting',
      'Could not queue a search: Redis is restarting',
    ]);
    warn.mockRestore();
  });
});
