import {
  CATALOGUE,
  CATALOGUE_JOB_PRIORITY,
  CATALOGUE_QUEUE,
  CATALOGUE_SEARCH,
  OPENED_TITLE_WAIT_MS,
} from '@tracker/contracts';
import { buildAnime, FIXTURE_IDS } from '@tracker/fake-jikan';
import { redisOptionsFromUrl } from '@tracker/redis';
import { describeService } from '@tracker/testing';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';

import { CatalogueQueue } from '../src/jobs/catalogue-queue.js';
import { useFakePublicApi } from './support/fake-public-api.js';
import { CATALOGUE_TABLES } from './support/tables.js';

const api = useFakePublicApi();

describeService(
  'catalogue',
  (env) =>
    api.catalogue(env, {
      SEED_ON_START: 'true',
      CATALOGUE_JOBS: 'true',
      CATALOGUE_JOB_BACKOFF_MS: '20',
      CATALOGUE_UPSTREAM_PROBE_MS: '20',
    }),
  CATALOGUE_TABLES,
  (subject) => {
    let events: QueueEvents;
    const queue = () => subject().harness.app.get(CatalogueQueue).queue;

    /** Resolves when the job with this id completes or fails: awaited, never slept for. */
    const settled = (jobId: string) =>
      new Promise<'completed' | 'failed'>((resolve) => {
        const onCompleted = ({ jobId: id }: { jobId: string }) => id === jobId && done('completed');
        const onFailed = ({ jobId: id }: { jobId: string }) => id === jobId && done('failed');
        const done = (outcome: 'completed' | 'failed') => {
          events.off('completed', onCompleted);
          events.off('failed', onFailed);
          resolve(outcome);
        };
        events.on('completed', onCompleted);
        events.on('failed', onFailed);
      });

    beforeAll(async () => {
      const { redisUrl, redisPrefix } = subject().infra;
      events = new QueueEvents(CATALOGUE_QUEUE, {
        connection: { ...redisOptionsFromUrl(redisUrl), maxRetriesPerRequest: null },
        prefix: `${redisPrefix}:queue`,
      });
      await events.waitUntilReady();
    });

    afterAll(async () => {
      await events?.close();
    });

    afterEach(() => api.jikan.faults.clear());

    /**
     * Seeded titles the fake public API does not list (so no warm job completes them first); `known`
     * ones are added to the fake with full data, the others stay unknown to it.
     */
    const seededIds = async (count: number, offset: number): Promise<number[]> => {
      const { rows } = await subject().query(
        `SELECT mal_id FROM anime WHERE NOT complete AND origin = 'bangumi-data' ORDER BY mal_id OFFSET $1 LIMIT $2`,
        [offset, count],
      );
      return rows.map((row) => row.mal_id);
    };
    const knownToJikan = (id: number) =>
      api.jikan.store.putAnime(buildAnime({ mal_id: id, title: `Enriched ${id}`, genreNames: ['Action'] }));

    it('completes a seeded title while the visitor waits when the public API answers quickly', async () => {
      const [id] = await seededIds(1, 6);
      knownToJikan(id);
      const opened = await subject().harness.send(CATALOGUE.animeGet, {
        id,
        openedWaitUntil: Date.now() + OPENED_TITLE_WAIT_MS,
      });
      expect(opened).toMatchObject({ mal_id: id, title: `Enriched ${id}`, synopsis: expect.any(String) });
    });

    it('answers a service looking a title up at once, without the visitor wait', async () => {
      const [id] = await seededIds(1, 7);
      knownToJikan(id);
      api.jikan.faults.next(1, { delayMs: 2_500 }, `/v4/anime/${id}/full`);
      const startedAt = Date.now();
      const lookedUp = await subject().harness.send(CATALOGUE.animeGet, { id });
      expect(lookedUp.synopsis).toBeNull();
      expect(Date.now() - startedAt).toBeLessThan(1_500);
    });

    it('lets two opened titles wait for the public API at once, and answers the others at once', async () => {
      const ids = await seededIds(3, 8);
      for (const id of ids) {
        knownToJikan(id);
        api.jikan.faults.next(1, { delayMs: 2_500 }, `/v4/anime/${id}/full`);
      }
      const timed = async (id: number) => {
        const startedAt = Date.now();
        await subject().harness.send(CATALOGUE.animeGet, {
          id,
          openedWaitUntil: Date.now() + OPENED_TITLE_WAIT_MS,
        });
        return Date.now() - startedAt;
      };
      const [quickest, ...waited] = (await Promise.all(ids.map(timed))).sort((a, b) => a - b);
      expect(quickest).toBeLessThan(1_000);
      for (const duration of waited) expect(duration).toBeGreaterThanOrEqual(OPENED_TITLE_WAIT_MS - 100);
    });

    it('enriches a seeded title in a job when the public API is slower than the wait', async () => {
      const [id] = await seededIds(1, 0);
      knownToJikan(id);
      api.jikan.faults.next(1, { delayMs: 2_500 }, `/v4/anime/${id}/full`);
      const done = settled(`enrich-${id}`);
      const seeded = await subject().harness.send(CATALOGUE.animeGet, {
        id,
        openedWaitUntil: Date.now() + OPENED_TITLE_WAIT_MS,
      });
      expect(seeded.synopsis).toBeNull();
      expect(await done).toBe('completed');
      const enriched = await subject().harness.send(CATALOGUE.animeGet, {
        id,
        openedWaitUntil: Date.now() + OPENED_TITLE_WAIT_MS,
      });
      expect(enriched).toMatchObject({ mal_id: id, title: `Enriched ${id}`, synopsis: expect.any(String) });
      const { rows } = await subject().query('SELECT origin, complete FROM anime WHERE mal_id = $1', [id]);
      expect(rows).toEqual([{ origin: 'jikan', complete: true }]);
    });

    it('queues a title once however often it is asked for', async () => {
      const [id] = await seededIds(1, 1);
      knownToJikan(id);
      api.jikan.faults.always(`/v4/anime/${id}/full`, { delayMs: 300 });
      const done = settled(`enrich-${id}`);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          subject().harness.send(CATALOGUE.animeGet, {
            id,
            openedWaitUntil: Date.now() + OPENED_TITLE_WAIT_MS,
          }),
        ),
      );
      expect(await done).toBe('completed');
      expect(api.jikan.requests.filter((request) => request.path === `/v4/anime/${id}/full`)).toHaveLength(1);
    });

    it('keeps its attempts through 5xx answers and completes once the public API answers', async () => {
      const [id] = await seededIds(1, 2);
      knownToJikan(id);
      // The read's own fetch and the job's first run meet the 500s.
      api.jikan.faults.next(2, { status: 500 }, `/v4/anime/${id}/full`);
      const done = settled(`enrich-${id}`);
      await subject().harness.send(CATALOGUE.animeGet, {
        id,
        openedWaitUntil: Date.now() + OPENED_TITLE_WAIT_MS,
      });
      expect(await done).toBe('completed');
      const job = await queue().getJob(`enrich-${id}`);
      // The one attempt that completed: the failed runs went back in line without using one.
      expect(job?.attemptsMade).toBe(1);
      expect(api.jikan.requests.filter((request) => request.path === `/v4/anime/${id}/full`)).toHaveLength(3);
    });

    it('does not retry a title the public API does not know, and keeps the failed job', async () => {
      const [id] = await seededIds(1, 3);
      const done = settled(`enrich-${id}`);
      await subject().harness.send(CATALOGUE.animeGet, {
        id,
        openedWaitUntil: Date.now() + OPENED_TITLE_WAIT_MS,
      });
      expect(await done).toBe('failed');
      const job = await queue().getJob(`enrich-${id}`);
      expect(job?.attemptsMade).toBe(1);
    });

    it('runs a title that gave up again when a person opens it after the public API forgot it', async () => {
      const [id] = await seededIds(1, 11);
      const failed = settled(`enrich-${id}`);
      // Listed while the public API did not know it: the job ends on the 404.
      await subject()
        .harness.app.get(CatalogueQueue)
        .add('enrich-anime', [{ id: `enrich-${id}`, data: { malId: id } }], CATALOGUE_JOB_PRIORITY.listed);
      expect(await failed).toBe('failed');
      // An hour later the 404 is forgotten, and the public API knows the title by now.
      const { redisUrl, redisPrefix } = subject().infra;
      const redis = new Redis(redisUrl);
      await redis.del(`${redisPrefix}:cache:jikan:notfound:/anime/${id}/full`);
      redis.disconnect();
      knownToJikan(id);
      const completed = settled(`enrich-${id}`);
      await subject().harness.send(CATALOGUE.animeGet, {
        id,
        openedWaitUntil: Date.now() + OPENED_TITLE_WAIT_MS,
      });
      expect(await completed).toBe('completed');
      // With fresh attempts: the one that completed is the only one counted.
      expect((await queue().getJob(`enrich-${id}`))?.attemptsMade).toBe(1);
      expect(await subject().harness.send(CATALOGUE.animeGet, { id })).toMatchObject({
        title: `Enriched ${id}`,
      });
    });

    it('answers the held record at once when the asker can wait no longer, and completes it later', async () => {
      const [id] = await seededIds(1, 12);
      knownToJikan(id);
      const done = settled(`enrich-${id}`);
      const startedAt = Date.now();
      // The asker's wait ran out while the message travelled (a loaded machine).
      const held = await subject().harness.send(CATALOGUE.animeGet, { id, openedWaitUntil: Date.now() - 1 });
      expect(held.synopsis).toBeNull();
      expect(Date.now() - startedAt).toBeLessThan(1_000);
      expect(await done).toBe('completed');
    });

    it('fetches the titles an import waits for, waiting while the public API is down', async () => {
      const [held] = await seededIds(1, 5);
      // A title the catalogue does not hold, which the public API fails for twice before it answers.
      const id = 300_002;
      api.jikan.store.putAnime(buildAnime({ mal_id: id, title: 'Pending Import', genreNames: ['Drama'] }));
      api.jikan.faults.next(2, { status: 503 }, `/v4/anime/${id}/full`);
      const done = settled(`enrich-${id}`);
      expect(await subject().harness.send(CATALOGUE.animeFetchLater, { ids: [held, id, id] })).toEqual({
        queued: 1,
      });
      expect(await done).toBe('completed');
      expect((await queue().getJob(`enrich-${id}`))?.attemptsMade).toBe(1);
      const { rows } = await subject().query('SELECT title FROM anime WHERE mal_id = $1', [id]);
      expect(rows).toEqual([{ title: 'Pending Import' }]);
      await expect(
        subject().harness.send(CATALOGUE.animeFetchLater, { ids: 'all' as never }),
      ).rejects.toMatchObject({
        payload: { code: 'BAD_REQUEST', message: 'ids must be a list of at most 5000 anime ids.' },
      });
    });

    it('queues enrichment for the incomplete titles a search returns', async () => {
      const [id] = await seededIds(1, 4);
      knownToJikan(id);
      const { rows } = await subject().query('SELECT title FROM anime WHERE mal_id = $1', [id]);
      const done = settled(`enrich-${id}`);
      const found = await subject().harness.send(CATALOGUE_SEARCH.search, { q: rows[0].title });
      expect(found.items.map((anime) => anime.mal_id)).toContain(id);
      expect(await done).toBe('completed');
    });

    it('races the public sources for a search the catalogue answers thinly, and keeps what they find', async () => {
      // A title only the public API knows: no warm list carries it.
      const id = 300_001;
      api.jikan.store.putAnime(
        buildAnime({ mal_id: id, title: 'Quillmoor Lighthouse Keeper', genreNames: ['Drama'] }),
      );
      const q = 'Quillmoor Lighthouse';
      // The search answers without waiting for its job to be queued.
      const added = new Promise<string>((resolve) => {
        const onAdded = ({ jobId, name }: { jobId: string; name: string }) => {
          if (name !== 'search-anime') return;
          events.off('added', onAdded);
          resolve(jobId);
        };
        events.on('added', onAdded);
      });
      const first = await subject().harness.send(CATALOGUE_SEARCH.search, { q });
      expect(first.items.map((anime) => anime.mal_id)).not.toContain(id);
      const job = await queue().getJob(await added);
      expect(job?.data).toEqual({ q: 'quillmoor lighthouse' });
      await job!.waitUntilFinished(events);
      const second = await subject().harness.send(CATALOGUE_SEARCH.search, { q });
      expect(second.items[0]?.mal_id).toBe(id);
    });

    it('schedules the warm jobs, and a warm job stores the current season', async () => {
      const schedulers = await queue().getJobSchedulers();
      expect(schedulers.map((scheduler) => scheduler.key).sort()).toEqual([
        'warm-schedule-1',
        'warm-season-1',
        'warm-season-2',
        'warm-top-1',
        'warm-top-2',
      ]);
      const done = settled('warm-now');
      await queue().add('warm-season', { page: 1 }, { jobId: 'warm-now' });
      expect(await done).toBe('completed');
      const { rows } = await subject().query('SELECT origin, complete FROM anime WHERE mal_id = $1', [
        FIXTURE_IDS.starlitSeason3,
      ]);
      expect(rows).toEqual([{ origin: 'jikan', complete: true }]);
    });
  },
);
