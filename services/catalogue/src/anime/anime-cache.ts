import type { Anime } from '@tracker/contracts';
import { AnswerCache, SerializedJson } from '@tracker/redis';

import type { AnimeEntity } from './anime.entity.js';
import { toAnime } from './anime.mapper.js';

/**
 * How long a replica serves a title from memory. Every change is broadcast to every replica at once
 * ({@link AnswerCache.invalidate}); the lifetime only bounds how stale a copy can get if a broadcast is
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

/** Mapped titles by id for one replica: the shared {@link AnswerCache} with the titles' lifetime and size. */
export class AnimeCache extends AnswerCache<number, CachedAnime> {
  constructor(
    ttlMs = ANIME_CACHE_TTL_MS,
    maxEntries = ANIME_CACHE_MAX_ENTRIES,
    now: () => number = Date.now,
  ) {
    super({ capacity: maxEntries, ttlMs, now });
  }

  /** Keeps `value` frozen: every reader shares the one copy, so a reader's change would reach them all. */
  override set(id: number, value: CachedAnime, ticket: number): boolean {
    deepFreeze(value.anime);
    return super.set(id, value, ticket);
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
