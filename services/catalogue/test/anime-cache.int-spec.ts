import { catalogueEnvSchema, loadEnv } from '@tracker/config';
import { searchQuery } from '@tracker/contracts/schemas';
import { buildAnime } from '@tracker/fake-jikan';
import { createRedisClient } from '@tracker/redis';
import { createTestInfra, type ServiceHarness, startServiceHarness, type TestInfra } from '@tracker/testing';
import pg from 'pg';

import { AnimeService } from '../src/anime/anime.service.js';
import { AnimeCache } from '../src/anime/anime-cache.js';
import { SearchService } from '../src/search/search.service.js';
import { useFakePublicApi } from './support/fake-public-api.js';

const api = useFakePublicApi();

/** Two catalogue replicas on one transport, each with its own in-memory titles. */
describe('the in-memory anime cache across replicas', () => {
  let infra: TestInfra;
  let db: pg.Client;
  const replicas: ServiceHarness[] = [];
  const anime = (n: 0 | 1) => replicas[n].app.get(AnimeService);
  const titleOn = async (n: 0 | 1, id: number) => (await anime(n).getById(id)).title;
  let nextId = 410_000;

  /**
   * Resolves once replica `n` has dropped `id` from memory `times` times (the replica that stores a title
   * drops it at once and again when its own broadcast comes back): awaited, never slept for.
   */
  const forgotten = (n: 0 | 1, id: number, times = 1) =>
    new Promise<void>((resolve) => {
      const cache = replicas[n].app.get(AnimeCache);
      const invalidate = cache.invalidate.bind(cache);
      let left = times;
      const spy = jest.spyOn(cache, 'invalidate').mockImplementation((ids) => {
        invalidate(ids);
        if ([...ids].includes(id) && (left -= 1) === 0) {
          spy.mockRestore();
          resolve();
        }
      });
    });

  /** The public API's cached answer for a title, as its Redis key names it. */
  const jikanCacheKey = (id: number) => `${infra.redisPrefix}:cache:jikan:response:/anime/${id}/full`;

  /** A title both replicas hold in memory: fetched by the first from the fake public API, read by both. */
  const titleInBothReplicas = async (title: string) => {
    const id = (nextId += 1);
    api.jikan.store.putAnime(buildAnime({ mal_id: id, title }));
    expect(await titleOn(0, id)).toBe(title);
    expect(await titleOn(1, id)).toBe(title);
    // Changed underneath without a word: both still answer from memory.
    await db.query(`UPDATE catalogue.anime SET title = 'Changed unannounced' WHERE mal_id = $1`, [id]);
    expect([await titleOn(0, id), await titleOn(1, id)]).toEqual([title, title]);
    return id;
  };

  beforeAll(async () => {
    infra = await createTestInfra('anime-cache');
    const env = loadEnv(catalogueEnvSchema, infra.env);
    for (let n = 0; n < 2; n += 1)
      replicas.push(await startServiceHarness('catalogue', api.catalogue(env), env));
    db = new pg.Client({ connectionString: infra.databaseUrl });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    for (const replica of replicas) await replica.close();
    await infra?.cleanup();
  }, 60_000);

  afterEach(() => api.jikan.faults.clear());

  it('serves a title refreshed on one replica fresh from every replica once the broadcast lands', async () => {
    const id = await titleInBothReplicas('Before the refresh');
    api.jikan.store.putAnime(buildAnime({ mal_id: id, title: 'After the refresh' }));
    const redis = createRedisClient(infra.redisUrl);
    await redis.del(jikanCacheKey(id));
    await redis.quit();

    const otherForgot = forgotten(1, id);
    await anime(0).refresh(id);
    // The refreshing replica forgets before the refresh returns; the other on the broadcast.
    expect(await titleOn(0, id)).toBe('After the refresh');
    await otherForgot;
    expect(await titleOn(1, id)).toBe('After the refresh');
  });

  it('forgets every title of a stored list on every replica', async () => {
    const id = await titleInBothReplicas('Before the list');
    const otherForgot = forgotten(1, id);
    await anime(0).storeMany([buildAnime({ mal_id: id, title: 'From a season list' })]);
    await otherForgot;
    expect([await titleOn(0, id), await titleOn(1, id)]).toEqual([
      'From a season list',
      'From a season list',
    ]);
  });

  it('serves search pages from the titles in memory, and a stored list reaches the next search', async () => {
    // Straight to the service, past the controller: the query as its schema reads it.
    const search = (q: string) => replicas[0].app.get(SearchService).search(searchQuery.parse({ q }));
    const id = await titleInBothReplicas('Kept for the search');
    // The table ranks the page (it says 'Changed unannounced' now); the title comes from memory, as by id.
    const ranked = await search('Changed unannounced');
    expect(ranked.items.find((item) => item.mal_id === id)?.title).toBe('Kept for the search');

    const echoed = forgotten(0, id, 2);
    await anime(0).storeMany([buildAnime({ mal_id: id, title: 'Announced for the search' })]);
    await echoed;
    const found = await search('Announced for the search');
    expect(found.items[0]).toMatchObject({ mal_id: id, title: 'Announced for the search' });
    // Read once by the search, the title is now in memory for reads by id.
    await db.query(`UPDATE catalogue.anime SET title = 'Changed again unannounced' WHERE mal_id = $1`, [id]);
    expect(await titleOn(0, id)).toBe('Announced for the search');
  });

  it('serves batches from the titles in memory, and a stored title reaches the next batch', async () => {
    const batch = async (ids: number[]) =>
      JSON.parse((await replicas[1].app.get(SearchService).batch({ ids })).bytes.toString()) as {
        items: Array<{ mal_id: number; title: string }>;
        missingIds: number[];
      };
    const id = await titleInBothReplicas('Kept for the batch');
    expect(await batch([999_999_998, id])).toEqual({
      items: [expect.objectContaining({ mal_id: id, title: 'Kept for the batch' })],
      missingIds: [999_999_998],
    });

    const echoed = forgotten(1, id);
    await anime(0).storeMany([buildAnime({ mal_id: id, title: 'Announced for the batch' })]);
    await echoed;
    expect((await batch([id])).items).toEqual([
      expect.objectContaining({ mal_id: id, title: 'Announced for the batch' }),
    ]);
    // Read once by the batch, the title is now in memory for reads by id.
    await db.query(`UPDATE catalogue.anime SET title = 'Changed again unannounced' WHERE mal_id = $1`, [id]);
    expect(await titleOn(1, id)).toBe('Announced for the batch');
  });

  it('keeps serving the last copy everywhere while the public API fails (spec §8)', async () => {
    const id = await titleInBothReplicas('Served while failing');
    api.jikan.store.putAnime(buildAnime({ mal_id: id, title: 'Never reached' }));
    api.jikan.faults.always(`/v4/anime/${id}/full`, { status: 500 });
    // The public API's copy went stale: a failing refresh falls back to it and stores it again.
    const redis = createRedisClient(infra.redisUrl);
    const stale = JSON.parse((await redis.get(jikanCacheKey(id))) ?? 'null') as { body: unknown };
    await redis.set(jikanCacheKey(id), JSON.stringify({ ...stale, fetchedAt: 0 }));
    const otherForgot = forgotten(1, id);
    await expect(anime(0).refresh(id)).resolves.toMatchObject({ title: 'Served while failing' });
    await otherForgot;
    expect([await titleOn(0, id), await titleOn(1, id)]).toEqual([
      'Served while failing',
      'Served while failing',
    ]);

    // With no copy left to fall back to, the refresh fails and both replicas keep what they hold.
    await redis.del(jikanCacheKey(id));
    await redis.quit();
    await expect(anime(0).refresh(id)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect([await titleOn(0, id), await titleOn(1, id)]).toEqual([
      'Served while failing',
      'Served while failing',
    ]);
  });
});
