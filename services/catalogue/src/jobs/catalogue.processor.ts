import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { CatalogueEnv } from '@tracker/config';
import {
  type Anime,
  CATALOGUE_JOB_PRIORITY,
  CATALOGUE_QUEUE,
  type CatalogueJobName,
  type CatalogueJobs,
} from '@tracker/contracts';
import { ServiceError } from '@tracker/redis';
import { DelayedError, type Job, UnrecoverableError, Worker } from 'bullmq';

import { AnimeService } from '../anime/anime.service.js';
import { DetailsService } from '../details/details.service.js';
import { SeedService } from '../seed/seed.service.js';
import { AnimeLookup } from '../upstream/anime-lookup.js';
import { JikanClient, JikanNotFoundError, JikanUnavailableError } from '../upstream/jikan.client.js';
import { SourceRaceError } from '../upstream/source-race.js';
import { CATALOGUE_ENV } from '../upstream/upstream.providers.js';
import { CatalogueQueue, queueConnection, queuePrefix } from './catalogue-queue.js';
import { WARM_STEPS, warmPath } from './warm-steps.js';

/** Jikan's largest search page. */
const SEARCH_RESULTS = 25;

type CatalogueJob = { [Name in CatalogueJobName]: Job<CatalogueJobs[Name], void, Name> }[CatalogueJobName];

/**
 * BullMQ honours a manual rate limit (the outage pause) only for workers with a limiter. This one never
 * binds by itself: every job waits its turn at the shared 1.5 s rate limit anyway.
 */
const WORKER_LIMITER = { max: 1_000, duration: 1_000 };

/**
 * The public sources failed without saying the title does not exist (network error, timeout, 5xx, no
 * rate-limit slot in time): not the job's fault, so it must not cost one of its attempts.
 */
function isUpstreamOutage(error: unknown): boolean {
  if (error instanceof ServiceError) return error.code === 'UNAVAILABLE';
  return error instanceof JikanUnavailableError || error instanceof SourceRaceError;
}

/**
 * Runs the catalogue's jobs on every replica (BullMQ hands each job to one worker) and keeps the warm
 * jobs scheduled (job schedulers are idempotent by id, so every replica may upsert them).
 */
@Injectable()
export class CatalogueProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueProcessor.name);
  private worker: Worker | undefined;

  constructor(
    @Inject(CATALOGUE_ENV) private readonly env: CatalogueEnv,
    @Inject(CatalogueQueue) private readonly queue: CatalogueQueue,
    @Inject(AnimeService) private readonly anime: AnimeService,
    @Inject(JikanClient) private readonly jikan: JikanClient,
    @Inject(AnimeLookup) private readonly lookup: AnimeLookup,
    @Inject(DetailsService) private readonly details: DetailsService,
    @Inject(SeedService) private readonly seed: SeedService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.CATALOGUE_JOBS) return;
    const worker = new Worker(CATALOGUE_QUEUE, (job: Job, token) => this.run(job as CatalogueJob, token), {
      connection: queueConnection(this.env),
      prefix: queuePrefix(this.env),
      concurrency: this.env.CATALOGUE_JOB_CONCURRENCY,
      limiter: WORKER_LIMITER,
    });
    worker.on('failed', (job, error) => this.logger.warn(`${job?.name} ${job?.id} failed: ${error.message}`));
    worker.on('error', (error) => this.logger.warn(`Worker: ${error.message}`));
    this.worker = worker;
    for (const step of WARM_STEPS) {
      await this.queue.queue.upsertJobScheduler(
        `${step.name}-${step.page}`,
        { every: this.env.CATALOGUE_WARM_EVERY_MS },
        { name: step.name, data: { page: step.page }, opts: { priority: CATALOGUE_JOB_PRIORITY.warm } },
      );
    }
  }

  /**
   * Runs a job. While the public API is out of reach, the whole queue pauses for
   * CATALOGUE_UPSTREAM_PROBE_MS and the job waits as long without using an attempt; then the first job in
   * priority order is the probe, and the queue drains once it succeeds. (Delayed rather than put back
   * with BullMQ's RateLimitError: a job put back wakes no blocked worker, which then idles up to 10 s.)
   */
  async run(job: CatalogueJob, token?: string): Promise<void> {
    try {
      await this.work(job);
    } catch (error) {
      if (!isUpstreamOutage(error)) throw error;
      this.logger.debug(`${job.name} ${job.id} waits out an outage: ${(error as Error).message}`);
      const probeMs = this.env.CATALOGUE_UPSTREAM_PROBE_MS;
      await this.queue.queue.rateLimit(probeMs);
      await job.moveToDelayed(Date.now() + probeMs, token);
      throw new DelayedError();
    }
  }

  private async work(job: CatalogueJob): Promise<void> {
    // A job for what a person opened goes first at the shared rate limit too: the queue's priority alone
    // would leave it racing the other running job (a listed one) for every slot.
    const options = { urgent: job.priority === CATALOGUE_JOB_PRIORITY.opened };
    if (job.name === 'enrich-anime') {
      try {
        await this.anime.refresh(job.data.malId, options);
      } catch (error) {
        // The public API does not know the title: retrying cannot help.
        if (error instanceof ServiceError && error.code === 'NOT_FOUND')
          throw new UnrecoverableError(error.message);
        throw error;
      }
    } else if (job.name === 'fetch-resource') {
      const { malId, resource, page } = job.data;
      await this.details.refreshResource(malId, resource, page, options).catch((error: unknown) => {
        if (error instanceof JikanNotFoundError) throw new UnrecoverableError(error.message);
        throw error;
      });
    } else if (job.name === 'search-anime') {
      await this.anime.storeMany(await this.lookup.searchAnime(job.data.q, SEARCH_RESULTS));
    } else if (job.name === 'reseed-catalogue') {
      // No public API involved: the bundled data, in batches, with its progress shown in the admin panel.
      const result = await this.seed.seed((done, total) => {
        job.updateProgress(Math.floor((done / total) * 99)).catch(() => undefined);
      });
      this.logger.log(
        `Reseeded: ${result.inserted} new, ${result.updated} updated, ${result.unchanged} unchanged`,
      );
    } else {
      const { data } = await this.jikan.get<{ data: Anime[] }>(warmPath(job.name, job.data.page));
      await this.anime.storeMany(data);
    }
    await job.updateProgress(100);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
