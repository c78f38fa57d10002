import type { JobType, Queue } from 'bullmq';
import { Gauge } from 'prom-client';

const STATES: JobType[] = [
  'active',
  'waiting',
  'prioritized',
  'delayed',
  'waiting-children',
  'failed',
  'completed',
];
/** A scrape never waits on Redis longer than this: the other metrics matter as much. */
const COUNT_TIMEOUT_MS = 1000;

/** The queue the scrapes count: the one this process opened. */
let counted: Queue | undefined;

/** Jobs of the catalogue's queue by state, counted in Redis when Prometheus scrapes, not kept here. */
export const catalogueQueueJobs = new Gauge({
  name: 'catalogue_queue_jobs',
  help: "Jobs of the catalogue's BullMQ queue by state (shared by every replica), counted at scrape time.",
  labelNames: ['state'],
  async collect() {
    this.reset();
    if (!counted) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), COUNT_TIMEOUT_MS);
    });
    // Redis away: no values, rather than a scrape that hangs.
    const counts = await Promise.race([counted.getJobCounts(...STATES).catch(() => undefined), timedOut]);
    clearTimeout(timer);
    if (!counts) return;
    for (const state of STATES) this.set({ state }, counts[state] ?? 0);
  },
});

/** Counts `queue` at each scrape from now on. */
export function countQueueJobs(queue: Queue): void {
  counted = queue;
}

/** `queue` is closing: scrapes count nothing, unless another queue took its place meanwhile. */
export function stopCountingQueueJobs(queue: Queue): void {
  if (counted === queue) counted = undefined;
}
