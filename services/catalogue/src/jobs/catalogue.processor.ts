import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CATALOGUE_QUEUE, type Anime, type CatalogueJobName, type CatalogueJobs } from '@tracker/contracts';
import type { CatalogueEnv } from '@tracker/config';
import { ServiceError } from '@tracker/redis';
import { UnrecoverableError, Worker, type Job } from 'bullmq';

import { AnimeService } from '../anime/anime.service.js';
import { DetailsService } from '../details/details.service.js';
import { AnimeLookup } from '../upstream/anime-lookup.js';
import { JikanClient, JikanNotFoundError } from '../upstream/jikan.client.js';
import { CATALOGUE_ENV } from '../upstream/upstream.providers.js';
import { CatalogueQueue, queueConnection, queuePrefix } from './catalogue-queue.js';
import { WARM_STEPS, warmPath } from './warm-steps.js';

/** Jikan's largest search page. */
const SEARCH_RESULTS = 25;

type CatalogueJob = { [Name in CatalogueJobName]: Job<CatalogueJobs[Name], void, Name> }[CatalogueJobName];

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
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.CATALOGUE_JOBS) return;
    const worker = new Worker(CATALOGUE_QUEUE, (job: Job) => this.run(job as CatalogueJob), {
      connection: queueConnection(this.env),
      prefix: queuePrefix(this.env),
      concurrency: this.env.CATALOGUE_JOB_CONCURRENCY,
    });
    worker.on('failed', (job, error) => this.logger.warn(`${job?.name} ${job?.id} failed: ${error.message}`));
    worker.on('error', (error) => this.logger.warn(`Worker: ${error.message}`));
    this.worker = worker;
    for (const step of WARM_STEPS) {
      await this.queue.queue.upsertJobScheduler(
        `${step.name}-${step.page}`,
        { every: this.env.CATALOGUE_WARM_EVERY_MS },
        { name: step.name, data: { page: step.page } },
      );
    }
  }

  async run(job: CatalogueJob): Promise<void> {
    if (job.name === 'enrich-anime') {
      try {
        await this.anime.refresh(job.data.malId);
      } catch (error) {
        // The public API does not know the title: retrying cannot help.
        if (error instanceof ServiceError && error.code === 'NOT_FOUND')
          throw new UnrecoverableError(error.message);
        throw error;
      }
    } else if (job.name === 'fetch-resource') {
      const { malId, resource, page } = job.data;
      await this.details.refreshResource(malId, resource, page).catch((error: unknown) => {
        if (error instanceof JikanNotFoundError) throw new UnrecoverableError(error.message);
        throw error;
      });
    } else if (job.name === 'search-anime') {
      await this.anime.storeMany(await this.lookup.searchAnime(job.data.q, SEARCH_RESULTS));
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
