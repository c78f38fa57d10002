import type { Anime } from '@tracker/contracts';
import { SerializedJson } from '@tracker/redis';

import type { AnimeEntity } from './anime.entity.js';
import { toAnime } from './anime.mapper.js';

/**
 * How long a replica serves a title from memory. Every change is broadcast to every replica at once
 * ({@link AnimeCache.invalidate}); the lifetime only bounds how stale a copy can get if a broadcast is
 * lost (Redis down) or a row is changed outside the service (a seed run from the command line).
 */
export const ANIME_CACHE_TTL_MS = 5_000;
/** About 10 MB of mapped titles at most: the hot set of a busy hour, not the catalogue. */
export const ANIME_CACHE_MAX_ENTRIES = 5_000;

/** What a read needs besides the title itself: whether to queue its enrichment. */
export type EnrichmentState = Pick<AnimeEntity, 'malId' | 'complete' | 'fetchedAt'>;

export interface CachedAnime {
  anime: Anime;
  /** The title serialised once for every reply that carries it. */
  json: SerializedJson;
  enrichment: EnrichmentState;
}

/** A title read from the catalogue table, as every reader of this replica's memory gets it. */
export function cacheEntryOf(row: AnimeEntity): CachedAnime {
  const anime = toAnime(row);
  return {
    anime,
    json: new SerializedJson(anime),
    enrichment: { malId: row.malId, complete: row.complete, fetchedAt: row.fetchedAt },
  };
}

interface Entry extends CachedAnime {
  expiresAt: number;
}

/**
 * Mapped titles by id for one replica, least recently used first out. A read that raced an invalidation
 * must not put back what it read before the change: reads take a {@link ticket} before they query and
 * {@link set} refuses tickets older than the last invalidation.
 */
export class AnimeCache {
  private readonly entries = new Map<number, Entry>();
  private invalidations = 0;

  constructor(
    private readonly ttlMs = ANIME_CACHE_TTL_MS,
    private readonly maxEntries = ANIME_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(id: number): CachedAnime | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    if (entry.expiresAt <= this.now()) return undefined;
    // Re-inserted last: Map keeps insertion order, so the first key is always the least recently used.
    this.entries.set(id, entry);
    return entry;
  }

  /** Taken before reading a title from the database, and handed back to {@link set} with what was read. */
  ticket(): number {
    return this.invalidations;
  }

  /** Keeps `value` frozen: every reader shares the one copy, so a reader's change would reach them all. */
  set(id: number, value: CachedAnime, ticket: number): void {
    if (ticket !== this.invalidations) return;
    deepFreeze(value.anime);
    this.entries.delete(id);
    this.entries.set(id, { ...value, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const [oldest] = this.entries.keys();
      this.entries.delete(oldest);
    }
  }

  invalidate(ids: readonly number[]): void {
    this.invalidations += 1;
    for (const id of ids) this.entries.delete(id);
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
