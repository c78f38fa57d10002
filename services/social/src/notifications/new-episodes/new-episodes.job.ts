import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { SocialEnv } from '@tracker/config';
import { NEW_EPISODES_JOB, type NewEpisodesJobData, NOTIFICATIONS_QUEUE } from '@tracker/contracts';
import { KEY_AREAS, redisKey, redisOptionsFromUrl } from '@tracker/redis';
import { type ConnectionOptions, type Job, Queue, Worker } from 'bullmq';

import { SOCIAL_ENV } from '../../common/social-env.js';
import { WatchNext } from '../watch-next/watch-next.js';
import { NewEpisodes } from './new-episodes.js';

/**
 * The BullMQ side of {@link NewEpisodes} and {@link WatchNext}: a job scheduler repeating the run every
 * NEW_EPISODES_EVERY_MS (one job per repetition, whichever replica's worker takes it), and a worker in
 * every replica. A job may carry the instant to run at (`now`), as a test's clock would; else it runs at
 * the worker's time.
 */
@Injectable()
export class NewEpisodesJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NewEpisodesJob.name);
  private queue: Queue<NewEpisodesJobData> | undefined;
  private worker: Worker<NewEpisodesJobData> | undefined;

  constructor(
    @Inject(SOCIAL_ENV) private readonly env: SocialEnv,
    @Inject(NewEpisodes) private readonly newEpisodes: NewEpisodes,
    @Inject(WatchNext) private readonly watchNext: WatchNext,
  ) {}

  /** One run: the new episodes, then this week's 'watch next' unless done. */
  private async run({ data }: Job<NewEpisodesJobData>): Promise<void> {
    const now = data.now ? new Date(data.now) : new Date();
    await this.newEpisodes.run(now);
    await this.watchNext.run(now);
  }

  async onApplicationBootstrap(): Promise<void> {
    const every = this.env.NEW_EPISODES_EVERY_MS;
    if (every === 0) return;
    // BullMQ needs blocking commands to wait for ever.
    const connection: ConnectionOptions = {
      ...redisOptionsFromUrl(this.env.REDIS_URL),
      maxRetriesPerRequest: null,
    };
    const prefix = redisKey(this.env.REDIS_PREFIX, KEY_AREAS.queue);
    this.queue = new Queue<NewEpisodesJobData>(NOTIFICATIONS_QUEUE, {
      connection,
      prefix,
      defaultJobOptions: { removeOnComplete: 100, removeOnFail: 100 },
    });
    this.queue.on('error', (error) => this.logger.warn(`Queue: ${error.message}`));
    this.worker = new Worker<NewEpisodesJobData>(NOTIFICATIONS_QUEUE, (job) => this.run(job), {
      connection,
      prefix,
      concurrency: 1,
    });
    this.worker.on('failed', (_job, error) => this.logger.warn(`New episodes run failed: ${error.message}`));
    this.worker.on('error', (error) => this.logger.warn(`Worker: ${error.message}`));
    await this.queue.upsertJobScheduler(NEW_EPISODES_JOB, { every }, { name: NEW_EPISODES_JOB, data: {} });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
  }
}
