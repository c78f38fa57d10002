import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { CatalogueEnv } from '@tracker/config';
import {
  CATALOGUE_JOB_PRIORITY,
  CATALOGUE_QUEUE,
  type CatalogueJobName,
  type CatalogueJobPriority,
  type JobOf,
} from '@tracker/contracts';
import { KEY_AREAS, redisKey, redisOptionsFromUrl } from '@tracker/redis';
import { type ConnectionOptions, type JobsOptions, Queue } from 'bullmq';

import { CATALOGUE_ENV } from '../upstream/upstream.providers.js';
import { countQueueJobs, stopCountingQueueJobs } from './queue-metrics.js';

/** BullMQ needs blocking commands to wait for ever. */
export function queueConnection(env: CatalogueEnv): ConnectionOptions {
  return { ...redisOptionsFromUrl(env.REDIS_URL), maxRetriesPerRequest: null };
}

export function queuePrefix(env: CatalogueEnv): string {
  return redisKey(env.REDIS_PREFIX, KEY_AREAS.queue);
}

/** The catalogue's queue: jobs survive restarts and any replica may run them. */
@Injectable()
export class CatalogueQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueQueue.name);
  readonly queue: Queue;

  constructor(@Inject(CATALOGUE_ENV) env: CatalogueEnv) {
    this.queue = new Queue(CATALOGUE_QUEUE, {
      connection: queueConnection(env),
      prefix: queuePrefix(env),
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: env.CATALOGUE_JOB_BACKOFF_MS },
        removeOnComplete: 1000,
        // Failed jobs stay for inspection (STYLE: keep failed jobs).
        removeOnFail: false,
      },
    });
    this.queue.on('error', (error) => this.logger.warn(`Queue: ${error.message}`));
    countQueueJobs(this.queue);
  }

  /**
   * Adds jobs at `priority`; a job whose id is already queued or running is not added twice, but one
   * still waiting at a lower priority (a larger number) is raised to this one, and one that gave up (a 404,
   * or its attempts spent) runs again with fresh attempts: a person asks for it now.
   */
  async add<Name extends CatalogueJobName>(
    name: Name,
    jobs: Array<{ id: string; data: JobOf<Name> }>,
    priority: CatalogueJobPriority,
    opts: Omit<JobsOptions, 'jobId' | 'priority'> = {},
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue.addBulk(
      jobs.map(({ id, data }) => ({ name, data, opts: { ...opts, priority, jobId: id } })),
    );
    if (priority === CATALOGUE_JOB_PRIORITY.listed) return;
    for (const { id } of jobs) {
      const job = await this.queue.getJob(id);
      if (!job) continue;
      let state = await job.getState();
      if (state === 'failed') {
        // Another replica may have retried it first: then it is no longer failed, which is all we want.
        await job
          .retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true })
          .catch(() => undefined);
        state = await job.getState();
      }
      if (job.priority > priority && state === 'prioritized') await job.changePriority({ priority });
    }
  }

  /** Jobs still to run: what the health reports call waiting. */
  async waiting(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'prioritized', 'delayed');
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  }

  async onApplicationShutdown(): Promise<void> {
    stopCountingQueueJobs(this.queue);
    await this.queue.close();
  }
}
