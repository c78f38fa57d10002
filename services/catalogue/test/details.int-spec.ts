import { CATALOGUE_DETAILS, type JobOf } from '@tracker/contracts';
import { buildAnime, FIXTURE_IDS } from '@tracker/fake-jikan';
import { createRedisClient, KEY_AREAS, redisKey } from '@tracker/redis';
import { describeService } from '@tracker/testing';
import type { Job } from 'bullmq';

import { AnimeService } from '../src/anime/anime.service.js';
import { UPSTREAM_WAIT_MS } from '../src/details/details.service.js';
import { CatalogueProcessor } from '../src/jobs/catalogue.processor.js';
import { CatalogueQueue } from '../src/jobs/catalogue-queue.js';
import { useFakePublicApi } from './support/fake-public-api.js';
import { CATALOGUE_TABLES } from './support/tables.js';

const api = useFakePublicApi();

const upstream = (path: string) => api.jikan.requests.filter((request) => request.path === `/v4${path}`);

describeService(
  'catalogue',
  (env) => api.catalogue(env),
  CATALOGUE_TABLES,
  (subject) => {
    const resource = (id: number, name: string, page?: number) =>
      subject().harness.send(CATALOGUE_DETAILS.resource, { id, resource: name as never, page });

    afterEach(() => api.jikan.faults.clear());

    it('serves episodes from the public API once, then from the catalogue', async () => {
      const id = FIXTURE_IDS.cinderKnights;
      const first = await resource(id, 'episodes');
      expect(first.source).toBe('upstream');
      const episodes = first.data as Array<{ mal_id: number; filler: boolean; recap: boolean }>;
      expect(episodes.length).toBeGreaterThan(20);
      expect(episodes.some((episode) => episode.filler)).toBe(true);
      expect(await resource(id, 'episodes')).toMatchObject({ source: 'catalogue', data: first.data });
      expect(upstream(`/anime/${id}/episodes`)).toHaveLength(1);
    });

    it('synthesises the episodes of a title the public database lists none for', async () => {
      const id = FIXTURE_IDS.starlitMovie;
      const { data, source } = await resource(id, 'episodes');
      expect(source).toBe('synthesised');
      expect(data).toEqual([expect.objectContaining({ mal_id: id * 1000 + 1, filler: false, recap: false })]);
    });

    it('synthesises episodes when loading them fails and none are stored', async () => {
      const id = FIXTURE_IDS.quietEngine;
      api.jikan.faults.always(`/v4/anime/${id}/episodes`, { status: 500 });
      const { source, data } = await resource(id, 'episodes');
      expect(source).toBe('synthesised');
      expect((data as unknown[]).length).toBeGreaterThan(0);
    });

    it('derives synthesised episodes from the enriched record as soon as enrichment stores it', async () => {
      const id = 300_101;
      const animeService = subject().harness.app.get(AnimeService);
      // Held as a listing left it: no episode count, no synopsis, no genre (incomplete).
      await animeService.storeMany([buildAnime({ mal_id: id, episodes: null, synopsis: null, genres: [] })]);
      api.jikan.faults.always(`/v4/anime/${id}/episodes`, { status: 500 });
      const before = await resource(id, 'episodes');
      expect(before).toMatchObject({ source: 'synthesised', partial: true });
      api.jikan.store.putAnime(buildAnime({ mal_id: id, episodes: 28, genreNames: ['Drama'] }));
      await animeService.refresh(id);
      const after = await resource(id, 'episodes');
      expect(after).toMatchObject({ source: 'synthesised', partial: true });
      expect(after.data).toHaveLength(28);
      expect((after.data as unknown[]).length).toBeGreaterThan((before.data as unknown[]).length);
    });

    it('keeps the relations of a fetched title and serves them without another call', async () => {
      const id = FIXTURE_IDS.starlitCartographers;
      const { data, source } = await resource(id, 'relations');
      expect(source).toBe('catalogue');
      expect(data).toEqual(expect.arrayContaining([expect.objectContaining({ relation: 'Sequel' })]));
      expect(upstream(`/anime/${id}/relations`)).toHaveLength(0);
    });

    it('falls back to basic relations when loading them fails', async () => {
      const id = FIXTURE_IDS.paperLantern;
      await resource(id, 'characters');
      await subject().query(`DELETE FROM anime_resources WHERE mal_id = $1 AND kind = 'relations'`, [id]);
      api.jikan.faults.always(`/v4/anime/${id}/relations`, { status: 503 });
      expect(await resource(id, 'relations')).toEqual({ data: [], source: 'synthesised', partial: true });
    });

    it('serves the last stored copy when the public API fails after it went stale', async () => {
      const id = FIXTURE_IDS.kitchenWitch;
      const fresh = await resource(id, 'statistics');
      await subject().query(
        `UPDATE anime_resources SET fetched_at = now() - interval '2 days' WHERE mal_id = $1`,
        [id],
      );
      // Past the Redis cache's five minutes too.
      const redis = createRedisClient(subject().infra.redisUrl);
      await redis.del(`${subject().infra.redisPrefix}:cache:jikan:response:/anime/${id}/statistics`);
      await redis.quit();
      api.jikan.faults.always(`/v4/anime/${id}/statistics`, { status: 500 });
      expect(await resource(id, 'statistics')).toEqual({ ...fresh, source: 'catalogue', partial: true });
    });

    it('refuses unknown resources, ids and pages with a clear message', async () => {
      await expect(resource(1, 'reviews')).rejects.toMatchObject({
        payload: {
          code: 'BAD_REQUEST',
          message: expect.stringContaining("Unknown anime resource 'reviews'"),
        },
      });
      await expect(resource(0, 'episodes')).rejects.toMatchObject({ payload: { code: 'BAD_REQUEST' } });
      await expect(resource(1, 'episodes', 0)).rejects.toMatchObject({ payload: { code: 'BAD_REQUEST' } });
    });

    it('answers 404 for a title the public API does not know', async () => {
      await expect(resource(999_999, 'themes')).rejects.toMatchObject({
        payload: { code: 'NOT_FOUND', message: 'Anime 999999 was not found.' },
      });
    });

    it('builds the franchise from Sequel, Prequel, Alternative version and Side story links only', async () => {
      const franchise = await subject().harness.send(CATALOGUE_DETAILS.franchise, {
        id: FIXTURE_IDS.starlitCartographers,
      });
      expect(franchise.malIds[0]).toBe(FIXTURE_IDS.starlitCartographers);
      const byRelation = Object.fromEntries(
        franchise.groups.map((group) => [group.relation, group.entries.map((entry) => entry.mal_id)]),
      );
      expect(byRelation.Sequel).toContain(FIXTURE_IDS.starlitSeason2);
      expect(byRelation['Side story']).toContain(FIXTURE_IDS.starlitHarborLights);
      expect(byRelation['Alternative version']).toContain(FIXTURE_IDS.starlitReframed);
      expect(franchise.malIds).not.toContain(FIXTURE_IDS.starlitRecap);
      expect(franchise.malIds).not.toContain(FIXTURE_IDS.starlitMini);
      expect(franchise.malIds.length).toBeLessThanOrEqual(20);
    });

    // Last: a public API out of reach makes the replica stop asking it on the request path for a while.
    describe('when the public API is down or slow', () => {
      /** Runs the queued job with this id here, as a worker would: awaited, never slept for. */
      const runJob = async (jobId: string) => {
        const job = await subject().harness.app.get(CatalogueQueue).queue.getJob(jobId);
        expect(job).toBeDefined();
        await subject()
          .harness.app.get(CatalogueProcessor)
          .run(job as Job<JobOf<'fetch-resource'>, void, 'fetch-resource'>);
      };
      /**
       * Each test starts with the shared rate limit's windows empty: the requests of the tests before it
       * (three a second at most) would otherwise hold its own back for up to the whole bounded wait.
       */
      const emptyRateLimitWindows = async () => {
        const limiter = redisKey(subject().infra.redisPrefix, KEY_AREAS.rateLimit, 'jikan');
        const redis = createRedisClient(subject().infra.redisUrl);
        await redis.del(`${limiter}:second`, `${limiter}:minute`, `${limiter}:last`);
        await redis.quit();
      };
      beforeEach(emptyRateLimitWindows);
      /** Neither the catalogue nor the public API's Redis cache holds the resource any more. */
      const forget = async (id: number, kind: string) => {
        await subject().query(`DELETE FROM anime_resources WHERE mal_id = $1 AND kind = $2`, [id, kind]);
        const redis = createRedisClient(subject().infra.redisUrl);
        await redis.del(`${subject().infra.redisPrefix}:cache:jikan:response:/anime/${id}/${kind}`);
        await redis.quit();
      };
      const timed = async <T>(work: Promise<T>) => {
        const started = performance.now();
        const value = await work;
        return { value, ms: performance.now() - started };
      };

      it.each([
        // Out of reach: the next replies do not even ask it.
        ['unreachable', { drop: true as const }, 0],
        ['failing', { status: 503 as const }, 1],
      ])(
        'answers an empty resource at once, marked partial, when it is %s, and a job completes it later',
        async (_, fault, asksAgain) => {
          const id = FIXTURE_IDS.starlitSeason2;
          await resource(id, 'episodes');
          await forget(id, 'characters');
          api.jikan.faults.always(`/v4/anime/${id}/`, fault);
          // Within the bounded wait even behind the rate limit's queue; a failure itself comes at once.
          const characters = await timed(resource(id, 'characters'));
          expect(characters.value).toEqual({ data: [], source: 'synthesised', partial: true });
          expect(characters.ms).toBeLessThan(UPSTREAM_WAIT_MS);
          const recommendations = await resource(id, 'recommendations');
          expect(recommendations).toEqual({ data: [], source: 'synthesised', partial: true });
          expect(upstream(`/anime/${id}/recommendations`)).toHaveLength(asksAgain);
          expect(await resource(id, 'statistics')).toEqual({
            data: null,
            source: 'synthesised',
            partial: true,
          });

          api.jikan.faults.clear();
          await runJob(`resource-${id}-characters-1`);
          const full = await resource(id, 'characters');
          expect(full).toMatchObject({
            source: 'catalogue',
            data: expect.arrayContaining([expect.anything()]),
          });
          expect(full.partial).toBeUndefined();
        },
      );

      it('waits a bounded time for a slow public API, then answers from what is held at once', async () => {
        const id = FIXTURE_IDS.quietEngine;
        // Known to the catalogue, with nothing of its episodes stored.
        await resource(id, 'relations');
        api.jikan.faults.always(`/v4/anime/${id}/`, { delayMs: 3_000 });
        const first = await timed(resource(id, 'episodes'));
        expect(first.value).toMatchObject({ source: 'synthesised', partial: true });
        expect((first.value.data as unknown[]).length).toBeGreaterThan(0);
        expect(first.ms).toBeGreaterThanOrEqual(UPSTREAM_WAIT_MS - 50);
        expect(first.ms).toBeLessThan(UPSTREAM_WAIT_MS + 1_000);
        // The public API just kept a reply waiting: the next replies do not wait for it at all.
        const next = await timed(resource(id, 'characters'));
        expect(next.value).toEqual({ data: [], source: 'synthesised', partial: true });
        expect(next.ms).toBeLessThan(1_000);

        api.jikan.faults.clear();
        await runJob(`resource-${id}-characters-1`);
        // A fetch that came through ends the quiet period: the public API is asked again.
        const staff = await resource(id, 'staff');
        expect(staff.source).toBe('upstream');
        expect(staff.partial).toBeUndefined();
      });

      it('builds the franchise from the stored relations, marked partial, while the public API is down', async () => {
        const id = FIXTURE_IDS.starlitCartographers;
        await subject().harness.send(CATALOGUE_DETAILS.franchise, { id });
        const season2 = FIXTURE_IDS.starlitSeason2;
        // Its relations were fetched on their own by some walk: the Redis cache would answer them again.
        await forget(season2, 'relations');
        // As after a quiet while: the walk above does not hold the timed one back at the rate limit.
        await emptyRateLimitWindows();
        api.jikan.faults.always('/v4/anime/', { drop: true });
        const started = performance.now();
        const partial = await subject().harness.send(CATALOGUE_DETAILS.franchise, { id });
        expect(performance.now() - started).toBeLessThan(1_000);
        expect(partial.partial).toBe(true);
        expect(partial.malIds).toEqual(expect.arrayContaining([id, season2]));
      });
    });
  },
);
