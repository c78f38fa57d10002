import { Inject, Injectable } from '@nestjs/common';
import type { CatalogueEnv } from '@tracker/config';
import {
  ADMIN_FAILED_JOBS_SHOWN,
  type AdminCatalogue,
  type AdminJob,
  type AdminQueued,
  type AuditRecord,
  CATALOGUE_JOB_PRIORITY,
  JOB_NOT_FOUND,
  ONLY_FAILED_RETRIED,
  RUNNING_NOT_REMOVED,
} from '@tracker/contracts';
import { ADMIN_JOB_STATES } from '@tracker/contracts/schemas';
import { AdminAccess } from '@tracker/microservice';
import { conflict, notFound } from '@tracker/redis';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';

import { AnimeEntity } from '../anime/anime.entity.js';
import { JikanClient } from '../upstream/jikan.client.js';
import { CATALOGUE_ENV } from '../upstream/upstream.providers.js';
import { CatalogueQueue } from './catalogue-queue.js';
import { WARM_STEPS } from './warm-steps.js';

/**
 * Jobs an admin asks for by hand: each id is queued once at a time, and gone once done so the next ask
 * queues it again; a failed one stays an hour for the panel (and is run again by the next ask).
 */
const BY_HAND = { removeOnComplete: true, removeOnFail: { age: 60 * 60 } };
/** The bundled data does not change between tries: a failed reseed waits for a person to look at it. */
const RESEED_OPTIONS = { ...BY_HAND, attempts: 1 };
export const RESEED_JOB_ID = 'reseed-catalogue';
const QUEUED: AdminQueued = { queued: true };

/**
 * BullMQ 6 keeps no list of paused jobs: a paused queue's jobs wait in its waiting list, so `paused` counts
 * those while the queue is paused (by hand; the outage pause is a rate limit, whose jobs wait delayed).
 */
const COUNTED_STATES = ADMIN_JOB_STATES.filter((state) => state !== 'paused');
type CountedState = Exclude<(typeof ADMIN_JOB_STATES)[number], 'paused'>;

const iso = (epochMs: number | undefined) => (epochMs ? new Date(epochMs).toISOString() : null);

/** A job as the admin panel shows it. */
export function toAdminJob(job: Job): AdminJob {
  const { progress } = job;
  return {
    id: String(job.id),
    name: job.name,
    data: job.data as unknown,
    progress:
      typeof progress === 'number' || (typeof progress === 'object' && progress !== null)
        ? (progress as AdminJob['progress'])
        : 0,
    attemptsMade: job.attemptsMade,
    failedReason: job.failedReason || null,
    createdAt: new Date(job.timestamp).toISOString(),
    processedAt: iso(job.processedOn),
    finishedAt: iso(job.finishedOn),
  };
}

/**
 * The catalogue's queue and public API for the admin panel, through BullMQ's own API. The catalogue owns
 * the queue, so it checks afresh that the actor is an admin (auth-user answers) before anything, and records
 * each action in the audit log once it is done.
 */
@Injectable()
export class AdminJobsService {
  constructor(
    @Inject(CATALOGUE_ENV) private readonly env: CatalogueEnv,
    @Inject(CatalogueQueue) private readonly queue: CatalogueQueue,
    @Inject(JikanClient) private readonly jikan: JikanClient,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AdminAccess) private readonly access: AdminAccess,
  ) {}

  async overview(actorId: string): Promise<AdminCatalogue> {
    await this.access.require(actorId);
    const { queue } = this.queue;
    const [counts, paused, active, failed, reachable, waiting, recent429s, limiter] = await Promise.all([
      queue.getJobCounts(...COUNTED_STATES),
      queue.isPaused(),
      queue.getActive(0, ADMIN_FAILED_JOBS_SHOWN - 1),
      queue.getFailed(0, ADMIN_FAILED_JOBS_SHOWN - 1),
      this.jikan.reachability.reachable(),
      this.queue.waiting(),
      this.jikan.rateLimits.lastHour(),
      this.jikan.limiter.usage(),
    ]);
    return {
      counts: {
        ...(Object.fromEntries(COUNTED_STATES.map((state) => [state, counts[state] ?? 0])) as Record<
          CountedState,
          number
        >),
        paused: paused ? (counts.waiting ?? 0) : 0,
      },
      // A job that finished between the listing and its read is left out.
      active: active.filter(Boolean).map(toAdminJob),
      failed: failed.filter(Boolean).map(toAdminJob),
      upstream: {
        reachable,
        waiting,
        recent429s,
        limiter,
        secondaryAvailable: Boolean(this.env.MAL_CLIENT_ID),
      },
    };
  }

  /** A failed job runs again with fresh attempts, where its priority puts it. */
  async retry(actorId: string, jobId: string): Promise<AdminJob> {
    await this.access.require(actorId);
    const job = await this.job(jobId);
    if ((await job.getState()) !== 'failed') throw conflict(ONLY_FAILED_RETRIED);
    const failedReason = job.failedReason || null;
    // The title is asked about afresh: a 404 remembered for the hour would fail the retry at once.
    const { malId } = job.data as { malId?: unknown };
    if (typeof malId === 'number') await this.jikan.forgetNotFound(malId);
    // Another admin (or a person opening the title) may have retried it since: then it is not failed.
    await job
      .retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true })
      .catch(() => Promise.reject(conflict(ONLY_FAILED_RETRIED)));
    const retried = toAdminJob((await this.queue.queue.getJob(jobId)) ?? job);
    await this.record(actorId, 'job.retry', 'job', job, { failedReason });
    return retried;
  }

  /** Any job but a running one: waiting, delayed, failed or done. */
  async remove(actorId: string, jobId: string): Promise<null> {
    await this.access.require(actorId);
    const job = await this.job(jobId);
    const state = await job.getState();
    if (state === 'active') throw conflict(RUNNING_NOT_REMOVED);
    // BullMQ refuses to remove a job a worker holds: one that started since it was read.
    await job.remove().catch(() => Promise.reject(conflict(RUNNING_NOT_REMOVED)));
    await this.record(actorId, 'job.remove', 'job', job, { state });
    return null;
  }

  /** The warm jobs' pages now, beside their schedule: the work of `npm run catalogue:warm`, by the workers. */
  async warm(actorId: string): Promise<AdminQueued> {
    await this.access.require(actorId);
    for (const { name, page } of WARM_STEPS)
      await this.queue.add(
        name,
        [{ id: `warm-now-${name}-${page}`, data: { page } }],
        CATALOGUE_JOB_PRIORITY.warm,
        BY_HAND,
      );
    await this.access.record({
      actorId,
      action: 'catalogue.warm',
      targetType: 'catalogue',
      targetId: null,
      targetLabel: null,
      details: { pages: WARM_STEPS.length },
    });
    return QUEUED;
  }

  /**
   * The seed of a first start, again: a job, so the answer does not wait for about 7,700 rows, two asks
   * run it once, and any replica's worker may take it.
   */
  async reseed(actorId: string): Promise<AdminQueued> {
    await this.access.require(actorId);
    await this.queue.add(
      'reseed-catalogue',
      [{ id: RESEED_JOB_ID, data: {} }],
      CATALOGUE_JOB_PRIORITY.warm,
      RESEED_OPTIONS,
    );
    await this.access.record({
      actorId,
      action: 'catalogue.reseed',
      targetType: 'catalogue',
      targetId: null,
      targetLabel: null,
      details: {},
    });
    return QUEUED;
  }

  /**
   * The title's enrichment job first in line, as for a title a person opened, complete or not. A job of
   * it that completed earlier still holds its id, so it makes way for the new one.
   */
  async enrich(actorId: string, animeId: number): Promise<AdminQueued> {
    await this.access.require(actorId);
    const title = await this.dataSource
      .getRepository(AnimeEntity)
      .findOne({ where: { malId: animeId }, select: { malId: true, title: true } });
    if (!title) throw notFound('Anime not found');
    const id = `enrich-${animeId}`;
    const earlier = await this.queue.queue.getJob(id);
    if (earlier && (await earlier.getState()) === 'completed') await earlier.remove().catch(() => undefined);
    await this.queue.add('enrich-anime', [{ id, data: { malId: animeId } }], CATALOGUE_JOB_PRIORITY.opened);
    await this.access.record({
      actorId,
      action: 'catalogue.enrich',
      targetType: 'catalogue',
      targetId: String(animeId),
      targetLabel: title.title.slice(0, 200),
      details: { jobId: id },
    });
    return QUEUED;
  }

  private async job(jobId: string): Promise<Job> {
    const job = await this.queue.queue.getJob(jobId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    return job;
  }

  private record(
    actorId: string,
    action: string,
    targetType: AuditRecord['targetType'],
    job: Job,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.access.record({
      actorId,
      action,
      targetType,
      targetId: String(job.id),
      targetLabel: job.name,
      details: { ...details, data: job.data as unknown },
    });
  }
}
