import type { Anime } from '@tracker/contracts';

/** Spec §9: the local cache's format version; entries written by another version are dropped. */
export const CACHE_VERSION = '1.1';
/** Spec §9: local cache lifetime. */
export const CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface CachedEntry {
  cachedAt: number;
  version: string;
}

export interface CachedAnime extends CachedEntry {
  id: number;
  anime: Anime;
}

export type CacheProblem = 'expired' | 'corrupt' | 'old-version';

/** Spec §5: only an anime with a numeric mal_id can be cached (the store is keyed by it). */
export function isCacheableAnime(anime: Partial<Anime> | null | undefined): anime is Anime {
  return typeof anime?.mal_id === 'number' && Number.isSafeInteger(anime.mal_id) && anime.mal_id > 0;
}

/** A record without its images object at all: corrupt data, unlike a cover that is merely unknown yet. */
export function lacksImages(anime: Partial<Anime>): boolean {
  return !anime.images || (!anime.images.jpg && !anime.images.webp);
}

function entryProblem(entry: Partial<CachedEntry>, now: number): CacheProblem | null {
  if (entry.version !== CACHE_VERSION) return 'old-version';
  if (typeof entry.cachedAt !== 'number' || now - entry.cachedAt >= CACHE_LIFETIME_MS) return 'expired';
  return null;
}

/** Spec §4: why a cached anime must be removed (expired, corrupt or of another version), or null to keep it. */
export function cachedAnimeProblem(entry: Partial<CachedAnime>, now: number): CacheProblem | null {
  const anime = entry.anime;
  if (!anime || !isCacheableAnime(anime) || !anime.title || !anime.images) return 'corrupt';
  return entryProblem(entry, now);
}

/** The same lifetime and version rules for cached result pages, which carry no anime of their own to check. */
export function cachedResultProblem(entry: Partial<CachedEntry>, now: number): CacheProblem | null {
  return entryProblem(entry, now);
}
