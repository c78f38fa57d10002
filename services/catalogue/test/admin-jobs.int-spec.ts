import { randomUUID } from 'node:crypto';

import { baseEnvSchema, loadEnv } from '@tracker/config';
import { ADMIN_CATALOGUE, ADMIN_ONLY, CATALOGUE_QUEUE, type MessageContract } from '@tracker/contracts';
import { buildAnime } from '@tracker/fake-jikan';
import { redisOptionsFromUrl } from '@tracker/redis';
import {
  admins,
  auditEntries,
  describeService,
  FakeAdminModule,
  type ServiceHarness,
  startServiceHarness,
} from '@tracker/testing';
import { QueueEvents } from 'bullmq';

import { CatalogueQueue } from '../src/jobs/catalogue-queue.js';
import { useFakePublicApi } from './support/fake-public-api.js';
import { CATALOGUE_TABLES } from './support/tables.js';

const api = useFakePublicApi();

describeService(
  'catalogue',
  (env) =>
    api.catalogue(env, {
      CATALOGUE_JOBS: 'true',
      CATALOGUE_JOB_BACKOFF_MS: '20',
      CATALOGUE_UPSTREAM_PROBE_MS: '20',
      JIKAN_RETRY_BASE_MS: '20',
    }),
  CATALOGUE_TABLES,
  (subject) => {
    let authUser: ServiceHarness;
    let events: QueueEvents;
    const root = randomUUID();
    const queue = () => subject().harness.app.get(CatalogueQueue).queue;
    const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
      subject().harness.send(contract, payload);
    const refusal = <Q, R>(contract: MessageContract<Q, R>, payload: unknown) =>
      subject().harness.refusal(contract, payload);
    const refused = (code: string, message: string) => ({ code, message });

    /** Resolves when the job with this id reaches `outcome` (or fails, when waiting for completion). */
    const reaches = (jobId: string, outcome: 'active' | 'completed' | 'failed') =>
      new Promise<string>((resolve) => {
        const handlers = {
          active: ({ jobId: id }: { jobId: string }) => id === jobId && done('active'),
          completed: ({ jobId: id }: { jobId: string }) => id === jobId && done('completed'),
          failed: ({ jobId: id }: { jobId: string }) => id === jobId && done('failed'),
        };
        const done = (reached: string) => {
          if (reached === 'active' && outcome !== 'active') return;
          for (const [name, handler] of Object.entries(handlers)) events.off(name as 'active', handler);
          resolve(reached);
        };
        for (const [name, handler] of Object.entries(handlers)) events.on(name as 'active', handler);
      });

    let nextId = 96_000;
    /** A title the catalogue holds, seeded: the public API knows it only when told. */
    const heldTitle = async () => {
      nextId += 1;
      await subject().query(`INSERT INTO anime (mal_id, title, origin) VALUES ($1, $2, 'bangumi-data')`, [
        nextId,
        `Held ${nextId}`,
      ]);
      return nextId;
    };
    const knownToJikan = (id: number) =>
      api.jikan.store.putAnime(buildAnime({ mal_id: id, title: `Enriched ${id}`, genreNames: ['Action'] }));

    beforeAll(async () => {
      const { redisUrl, redisPrefix, env } = subject().infra;
      authUser = await startServiceHarness(
        'auth-user',
        { module: class StandIns {}, imports: [FakeAdminModule] },
        loadEnv(baseEnvSchema, env),
      );
      admins.add(root);
      events = new QueueEvents(CATALOGUE_QUEUE, {
        connection: { ...redisOptionsFromUrl(redisUrl), maxRetriesPerRequest: null },
        prefix: `${redisPrefix}:queue`,
      });
      await events.waitUntilReady();
    });

    afterAll(async () => {
      await events?.close();
      await authUser?.close();
    });

    beforeEach(() => {
      auditEntries.length = 0;
    });

    afterEach(() => api.jikan.faults.clear());

    it('lists a failed job with its reason, retries it with fresh attempts, and removes it once done', async () => {
      const id = await heldTitle();
      const jobId = `enrich-${id}`;
      const failed = reaches(jobId, 'failed');
      expect(await call(ADMIN_CATALOGUE.enrich, { actorId: root, animeId: id })).toEqual({ queued: true });
      expect(await failed).toBe('failed');

      const before = await call(ADMIN_CATALOGUE.overview, { actorId: root });
      expect(before.counts.failed).toBe(1);
      expect(before.failed).toEqual([
        {
          id: jobId,
          name: 'enrich-anime',
          data: { malId: id },
          progress: 0,
          attemptsMade: 1,
          failedReason: `Anime ${id} was not found.`,
          createdAt: expect.any(String),
          processedAt: expect.any(String),
          finishedAt: expect.any(String),
        },
      ]);
      // The warm jobs' schedules wait for their next run.
      expect(before.upstream).toEqual({
        reachable: true,
        waiting: expect.any(Number),
        recent429s: 0,
        // The limiter every replica shares (other requests may be in flight or have started this minute).
        limiter: {
          inFlight: expect.any(Number),
          maxInFlight: 2,
          lastMinute: expect.any(Number),
          perMinute: 60,
          gapMs: 0,
        },
        secondaryAvailable: false,
      });

      // The public API learns the title and answers its next request with a 429; the admin's retry asks
      // afresh, past the 404 the catalogue remembers for an hour.
      knownToJikan(id);
      api.jikan.faults.next(1, { status: 429 }, `/v4/anime/${id}/full`);
      const completed = reaches(jobId, 'completed');
      const retried = await call(ADMIN_CATALOGUE.retry, { actorId: root, jobId });
      expect(retried).toMatchObject({ id: jobId, name: 'enrich-anime', attemptsMade: 0 });
      expect(await completed).toBe('completed');

      const after = await call(ADMIN_CATALOGUE.overview, { actorId: root });
      expect([after.counts.failed, after.failed]).toEqual([0, []]);
      expect(after.upstream.recent429s).toBe(1);
      expect(await refusal(ADMIN_CATALOGUE.retry, { actorId: root, jobId })).toEqual(
        refused('CONFLICT', 'Only a failed job can be retried.'),
      );

      expect(await call(ADMIN_CATALOGUE.remove, { actorId: root, jobId })).toBeNull();
      expect(await queue().getJob(jobId)).toBeUndefined();
      for (const contract of [ADMIN_CATALOGUE.retry, ADMIN_CATALOGUE.remove])
        expect(await refusal(contract, { actorId: root, jobId })).toEqual(
          refused('NOT_FOUND', 'Job not found'),
        );
      expect(
        auditEntries.map(({ action, targetType, targetId, targetLabel }) => [
          action,
          targetType,
          targetId,
          targetLabel,
        ]),
      ).toEqual([
        ['catalogue.enrich', 'catalogue', String(id), `Held ${id}`],
        ['job.retry', 'job', jobId, 'enrich-anime'],
        ['job.remove', 'job', jobId, 'enrich-anime'],
      ]);
    });

    it('shows a running job and neither removes nor retries it', async () => {
      const id = await heldTitle();
      const jobId = `enrich-${id}`;
      knownToJikan(id);
      // Long enough to stay running through the checks below on a loaded machine.
      api.jikan.faults.next(1, { delayMs: 5_000 }, `/v4/anime/${id}/full`);
      const running = reaches(jobId, 'active');
      await call(ADMIN_CATALOGUE.enrich, { actorId: root, animeId: id });
      expect(await running).toBe('active');
      const completed = reaches(jobId, 'completed');
      const { active, counts } = await call(ADMIN_CATALOGUE.overview, { actorId: root });
      expect([counts.active, active.map((job) => [job.id, job.processedAt !== null])]).toEqual([
        1,
        [[jobId, true]],
      ]);
      expect(await refusal(ADMIN_CATALOGUE.remove, { actorId: root, jobId })).toEqual(
        refused('CONFLICT', 'A running job cannot be removed.'),
      );
      expect(await refusal(ADMIN_CATALOGUE.retry, { actorId: root, jobId })).toEqual(
        refused('CONFLICT', 'Only a failed job can be retried.'),
      );
      expect(await completed).toBe('completed');
      expect(auditEntries.map((entry) => entry.action)).toEqual(['catalogue.enrich']);
    });

    it('runs a title again when asked after its job completed', async () => {
      const id = await heldTitle();
      knownToJikan(id);
      for (let round = 1; round <= 2; round += 1) {
        const completed = reaches(`enrich-${id}`, 'completed');
        await call(ADMIN_CATALOGUE.enrich, { actorId: root, animeId: id });
        // The second round's job is a new one: the first, completed, made way for it.
        expect(await completed).toBe('completed');
      }
    });

    it('answers 404 for a title the catalogue does not hold, queuing nothing', async () => {
      const before = await queue().getJobCounts();
      expect(await refusal(ADMIN_CATALOGUE.enrich, { actorId: root, animeId: 95_999 })).toEqual(
        refused('NOT_FOUND', 'Anime not found'),
      );
      expect(await queue().getJob('enrich-95999')).toBeUndefined();
      expect(await queue().getJobCounts()).toEqual(before);
      expect(auditEntries).toEqual([]);
    });

    it('queues the warm pages and a reseed from the bundled data, which the workers run', async () => {
      const warmed = ['warm-season-1', 'warm-season-2', 'warm-top-1', 'warm-top-2', 'warm-schedule-1'].map(
        (step) => reaches(`warm-now-${step}`, 'completed'),
      );
      expect(await call(ADMIN_CATALOGUE.warm, { actorId: root })).toEqual({ queued: true });
      expect(await Promise.all(warmed)).toEqual(Array(5).fill('completed'));

      const reseeded = reaches('reseed-catalogue', 'completed');
      expect(await call(ADMIN_CATALOGUE.reseed, { actorId: root })).toEqual({ queued: true });
      expect(await reseeded).toBe('completed');
      const { rows } = await subject().query(
        `SELECT count(*)::int AS n FROM anime WHERE origin = 'bangumi-data'`,
      );
      expect(rows[0].n).toBeGreaterThan(5_000);
      expect(auditEntries.map((entry) => [entry.action, entry.targetType])).toEqual([
        ['catalogue.warm', 'catalogue'],
        ['catalogue.reseed', 'catalogue'],
      ]);
    }, 60_000);

    it('refuses every admin message to someone who is not an admin now, changing nothing', async () => {
      const id = await heldTitle();
      const before = await queue().getJobCounts();
      for (const actorId of [randomUUID(), 'root']) {
        const code = actorId === 'root' ? 'BAD_REQUEST' : 'FORBIDDEN';
        const message = actorId === 'root' ? 'userId must be the id of a user (a UUID).' : ADMIN_ONLY;
        const messages: Array<[MessageContract<unknown, unknown>, object]> = [
          [ADMIN_CATALOGUE.overview, { actorId }],
          [ADMIN_CATALOGUE.retry, { actorId, jobId: `enrich-${id}` }],
          [ADMIN_CATALOGUE.remove, { actorId, jobId: `enrich-${id}` }],
          [ADMIN_CATALOGUE.warm, { actorId }],
          [ADMIN_CATALOGUE.reseed, { actorId }],
          [ADMIN_CATALOGUE.enrich, { actorId, animeId: id }],
        ];
        for (const [contract, payload] of messages)
          expect(await refusal(contract, payload)).toEqual(refused(code, message));
      }
      expect(await queue().getJobCounts()).toEqual(before);
      expect(auditEntries).toEqual([]);
    });

    it('refuses a job id that no job could have', async () => {
      expect(await refusal(ADMIN_CATALOGUE.remove, { actorId: root, jobId: 'enrich 1; DEL *' })).toEqual(
        refused(
          'BAD_REQUEST',
          'jobId must be the id of a job (letters, digits, ":", ".", "_" or "-", at most 200).',
        ),
      );
    });
  },
);
