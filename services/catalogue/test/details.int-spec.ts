import { CATALOGUE_DETAILS } from '@tracker/contracts';
import { FIXTURE_IDS } from '@tracker/fake-jikan';
import { createRedisClient } from '@tracker/redis';
import { describeService } from '@tracker/testing';

import { useFakePublicApi } from './support/fake-public-api';

const api = useFakePublicApi();

const upstream = (path: string) => api.jikan.requests.filter((request) => request.path === `/v4${path}`);

describeService(
  'catalogue',
  (env) => api.catalogue(env),
  ['anime', 'anime_resources'],
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
      expect(await resource(id, 'relations')).toEqual({ data: [], source: 'synthesised' });
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
      expect(await resource(id, 'statistics')).toEqual({ ...fresh, source: 'catalogue' });
    });

    it('answers 503 with a clear message when a resource cannot be loaded and none is stored', async () => {
      const id = FIXTURE_IDS.secondServe;
      api.jikan.faults.always(`/v4/anime/${id}/staff`, { status: 500 });
      await expect(resource(id, 'staff')).rejects.toMatchObject({
        payload: {
          code: 'UNAVAILABLE',
          message: `Unable to fetch the staff of anime ${id}. Please try again in a moment.`,
        },
      });
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
  },
);
