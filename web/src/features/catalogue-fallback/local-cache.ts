import type { Anime } from '@tracker/contracts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

import { translator } from '../../i18n/use-translation';
import {
  CACHE_VERSION,
  type CachedAnime,
  cachedAnimeProblem,
  type CachedEntry,
  cachedResultProblem,
  isCacheableAnime,
  lacksImages,
} from './cache-rules';
import { type Clock, systemClock } from './clock';

/** Spec §3/§9: the local database and its version. */
export const LOCAL_DB_NAME = 'anime-tracker';
export const LOCAL_DB_VERSION = 3;

export interface CachedResult<T = unknown> extends CachedEntry {
  key: string;
  value: T;
}

/** A dashboard config kept in the browser while the server's copy is unavailable (spec §7). */
export interface StoredDashboardConfig {
  userId: string;
  widgets: unknown[];
  gridConfig: unknown;
  /** ISO time; sync keeps the newer of local and server. */
  lastUpdated: string;
}

interface LocalDb extends DBSchema {
  anime: { key: number; value: CachedAnime };
  searchCache: { key: string; value: CachedResult };
  episodes: { key: string; value: CachedResult };
  dashboardConfigs: { key: string; value: StoredDashboardConfig };
}

export type ResultStore = 'searchCache' | 'episodes';
const CACHE_STORES = ['anime', 'searchCache', 'episodes'] as const;
const STORE_KEYS = [
  ['anime', 'id'],
  ['searchCache', 'key'],
  ['episodes', 'key'],
  ['dashboardConfigs', 'userId'],
] as const;

/** Prefix of the top-list pages in searchCache; the availability check reads them back for missing images. */
export const TOP_LIST_KEY_PREFIX = 'top:';

/**
 * The browser's local database (spec §3): anime by id, result pages by query key, episode pages by
 * anime and page, dashboard configs by userId. Every call degrades to a miss when IndexedDB is
 * unavailable (private windows, old browsers): the cache speeds things up, it is never required.
 */
export class LocalCache {
  private db: Promise<IDBPDatabase<LocalDb> | null> | undefined;

  constructor(
    private readonly clock: Clock = systemClock,
    private readonly name = LOCAL_DB_NAME,
  ) {}

  async getAnime(id: number): Promise<Anime | null> {
    return this.use(null, async (db) => {
      const entry = await db.get('anime', id);
      if (!entry) return null;
      if (cachedAnimeProblem(entry, this.clock.now())) {
        await db.delete('anime', id);
        return null;
      }
      return entry.anime;
    });
  }

  /** Stores every anime that has a numeric mal_id; the others are skipped. */
  async putAnime(list: readonly Anime[]): Promise<void> {
    const cacheable = list.filter(isCacheableAnime);
    if (cacheable.length === 0) return;
    await this.use(undefined, async (db) => {
      const tx = db.transaction('anime', 'readwrite');
      const cachedAt = this.clock.now();
      await Promise.all([
        ...cacheable.map((anime) =>
          tx.store.put({ id: anime.mal_id, anime, cachedAt, version: CACHE_VERSION }),
        ),
        tx.done,
      ]);
    });
  }

  async getResult<T>(store: ResultStore, key: string): Promise<T | null> {
    return this.use(null, async (db) => {
      const entry = await db.get(store, key);
      if (!entry) return null;
      if (cachedResultProblem(entry, this.clock.now())) {
        await db.delete(store, key);
        return null;
      }
      return entry.value as T;
    });
  }

  async putResult(store: ResultStore, key: string, value: unknown): Promise<void> {
    await this.use(undefined, (db) =>
      db.put(store, { key, value, cachedAt: this.clock.now(), version: CACHE_VERSION }).then(() => undefined),
    );
  }

  /** Spec §4: whether a cached top-list page holds an anime without its images. */
  async topListLacksImages(): Promise<boolean> {
    return this.use(false, async (db) => {
      const range = IDBKeyRange.bound(TOP_LIST_KEY_PREFIX, `${TOP_LIST_KEY_PREFIX}\uffff`);
      const pages = await db.getAll('searchCache', range);
      return pages.some((page) => {
        const items = (page.value as { items?: Array<Partial<Anime>> } | null)?.items ?? [];
        return items.some(lacksImages);
      });
    });
  }

  /** Spec §4: empties the cache stores; dashboard configs are the user's data, not a cache, and stay. */
  async clear(): Promise<void> {
    await this.use(undefined, async (db) => {
      const tx = db.transaction(CACHE_STORES, 'readwrite');
      await Promise.all([...CACHE_STORES.map((store) => tx.objectStore(store).clear()), tx.done]);
    });
  }

  async getDashboardConfig(userId: string): Promise<StoredDashboardConfig | null> {
    return this.use(null, async (db) => (await db.get('dashboardConfigs', userId)) ?? null);
  }

  /** Unlike the cache's writes this one rejects: a config that was not kept is the user's edit lost. */
  async saveDashboardConfig(config: StoredDashboardConfig): Promise<void> {
    const db = await this.open();
    // Shown as the reason a save failed, so in the language shown.
    if (!db) throw new Error(translator('dashboard')('errors.browserStorage'));
    await db.put('dashboardConfigs', config);
  }

  private open(): Promise<IDBPDatabase<LocalDb> | null> {
    // Through a promise, so a browser without IndexedDB (a synchronous throw) also ends up as null.
    this.db ??= Promise.resolve()
      .then(() =>
        openDB<LocalDb>(this.name, LOCAL_DB_VERSION, {
          upgrade(db) {
            // Creates whatever an older version lacks and keeps what it has (dashboard configs are user data).
            for (const [store, keyPath] of STORE_KEYS) {
              if (!db.objectStoreNames.contains(store)) db.createObjectStore(store, { keyPath });
            }
          },
        }),
      )
      .catch(() => null);
    return this.db;
  }

  private async use<T>(fallback: T, work: (db: IDBPDatabase<LocalDb>) => Promise<T>): Promise<T> {
    try {
      const db = await this.open();
      return db ? await work(db) : fallback;
    } catch {
      return fallback;
    }
  }
}
