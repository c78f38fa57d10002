import 'fake-indexeddb/auto';

import { IDBFactory } from 'fake-indexeddb';

import { changeLanguage } from '../../i18n/use-translation';
import { buildAnime } from '../../testing/anime-factory';
import { CACHE_LIFETIME_MS, CACHE_VERSION } from './cache-rules';
import { LOCAL_DB_NAME, LOCAL_DB_VERSION, LocalCache } from './local-cache';

const HOUR = 60 * 60 * 1000;

function fixedClock(start = Date.UTC(2026, 10, 23)) {
  const clock = { time: start, now: () => clock.time, sleep: async () => {} };
  return clock;
}

/** Writes a raw row as an older or broken client might have left it. */
async function putRaw(store: string, value: unknown) {
  const { openDB } = await import('idb');
  const db = await openDB(LOCAL_DB_NAME, LOCAL_DB_VERSION);
  await db.put(store as never, value);
  db.close();
}

describe(LocalCache.name, () => {
  let clock: ReturnType<typeof fixedClock>;
  let cache: LocalCache;

  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    clock = fixedClock();
    cache = new LocalCache(clock);
  });

  it('creates version 3 with the four stores of the spec', async () => {
    await cache.getAnime(1);
    const { openDB } = await import('idb');
    const db = await openDB(LOCAL_DB_NAME);
    expect(db.version).toBe(3);
    expect([...db.objectStoreNames].sort()).toEqual(['anime', 'dashboardConfigs', 'episodes', 'searchCache']);
    db.close();
  });

  describe('anime', () => {
    it('answers a cached anime for 24 hours, then drops it', async () => {
      const anime = buildAnime({ mal_id: 5 });
      await cache.putAnime([anime]);

      clock.time += CACHE_LIFETIME_MS - 1;
      await expect(cache.getAnime(5)).resolves.toEqual(anime);

      clock.time += 1;
      await expect(cache.getAnime(5)).resolves.toBeNull();
      clock.time -= HOUR;
      await expect(cache.getAnime(5)).resolves.toBeNull();
    });

    it('skips an anime without a numeric mal_id', async () => {
      await cache.putAnime([buildAnime({ mal_id: '7' as unknown as number }), buildAnime({ mal_id: 8 })]);

      await expect(cache.getAnime(7)).resolves.toBeNull();
      await expect(cache.getAnime(8)).resolves.toMatchObject({ mal_id: 8 });
    });

    it.each([
      ['no id', { mal_id: undefined }],
      ['no title', { title: '' }],
      ['images null', { images: null }],
    ])('drops a corrupt entry (%s)', async (_case, broken) => {
      await cache.getAnime(1);
      await putRaw('anime', {
        id: 9,
        anime: { ...buildAnime({ mal_id: 9 }), ...broken },
        cachedAt: clock.time,
        version: CACHE_VERSION,
      });

      await expect(cache.getAnime(9)).resolves.toBeNull();
      // Dropped, not just hidden: a corrected copy can take its place.
      await cache.putAnime([buildAnime({ mal_id: 9 })]);
      await expect(cache.getAnime(9)).resolves.toMatchObject({ mal_id: 9 });
    });

    it('drops an entry written by another cache version', async () => {
      await cache.getAnime(1);
      await putRaw('anime', {
        id: 3,
        anime: buildAnime({ mal_id: 3 }),
        cachedAt: clock.time,
        version: '1.0',
      });

      await expect(cache.getAnime(3)).resolves.toBeNull();
    });
  });

  describe('result pages', () => {
    it('keeps search and episode pages apart, by key, for 24 hours', async () => {
      await cache.putResult('searchCache', 'search:{"q":"frieren"}', { items: [1] });
      await cache.putResult('episodes', '52991:1', { data: [2] });

      await expect(cache.getResult('searchCache', 'search:{"q":"frieren"}')).resolves.toEqual({ items: [1] });
      await expect(cache.getResult('episodes', '52991:1')).resolves.toEqual({ data: [2] });
      await expect(cache.getResult('searchCache', '52991:1')).resolves.toBeNull();

      clock.time += CACHE_LIFETIME_MS;
      await expect(cache.getResult('episodes', '52991:1')).resolves.toBeNull();
    });

    it('tells when a cached top-list page holds an anime without its images', async () => {
      await cache.putResult('searchCache', 'top:1', { items: [buildAnime()], page: 1, hasNext: true });
      await cache.putResult('searchCache', 'search:x', { items: [{ ...buildAnime(), images: null }] });
      await expect(cache.topListLacksImages()).resolves.toBe(false);

      await cache.putResult('searchCache', 'top:2', { items: [{ ...buildAnime(), images: null }] });
      await expect(cache.topListLacksImages()).resolves.toBe(true);
    });
  });

  it('clears every cache store but keeps dashboard configs', async () => {
    const config = { userId: 'u1', widgets: [], gridConfig: {}, lastUpdated: '2026-11-23T10:00:00Z' };
    await cache.putAnime([buildAnime({ mal_id: 1 })]);
    await cache.putResult('searchCache', 'top:1', { items: [] });
    await cache.putResult('episodes', '1:1', { data: [] });
    await cache.saveDashboardConfig(config);

    await cache.clear();

    await expect(cache.getAnime(1)).resolves.toBeNull();
    await expect(cache.getResult('searchCache', 'top:1')).resolves.toBeNull();
    await expect(cache.getResult('episodes', '1:1')).resolves.toBeNull();
    await expect(cache.getDashboardConfig('u1')).resolves.toEqual(config);
  });

  it('behaves as an empty cache when the browser has no IndexedDB', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error: a browser without IndexedDB
    delete globalThis.indexedDB;
    const bare = new LocalCache(clock, 'no-idb');
    try {
      await bare.putAnime([buildAnime({ mal_id: 1 })]);
      await expect(bare.getAnime(1)).resolves.toBeNull();
      await expect(bare.getDashboardConfig('u1')).resolves.toBeNull();
      // A dashboard config is the user's edit, not a cache entry: losing it is reported.
      await expect(
        bare.saveDashboardConfig({
          userId: 'u1',
          widgets: [],
          gridConfig: {},
          lastUpdated: '2026-11-23T10:00:00Z',
        }),
      ).rejects.toThrow('This browser cannot keep data (IndexedDB is unavailable).');
      await changeLanguage('es');
      await expect(
        bare.saveDashboardConfig({
          userId: 'u1',
          widgets: [],
          gridConfig: {},
          lastUpdated: '2026-11-23T10:00:00Z',
        }),
      ).rejects.toThrow('Este navegador no puede guardar datos (IndexedDB no está disponible).');
    } finally {
      globalThis.indexedDB = saved;
    }
  });
});
