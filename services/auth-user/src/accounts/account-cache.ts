import { SerializedJson } from '@tracker/redis';

/**
 * How long a replica serves an account from memory. Every change is broadcast to every replica at once
 * ({@link AccountCache.invalidate}); the lifetime only bounds how stale a copy can get if a broadcast is
 * lost (Redis down) or a row is changed outside the service (`npm run admin:promote`).
 */
export const ACCOUNT_CACHE_TTL_MS = 5_000;
/** About 5 MB of serialised accounts: the users signed in at a busy moment. */
export const ACCOUNT_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  json: SerializedJson;
  expiresAt: number;
}

/**
 * Each account as the JSON `GET /api/auth/me` answers, by user id, least recently used first out: a hit
 * costs neither a database round trip nor serialising it again. A read that raced an invalidation must
 * not put back what it read before the change: reads take a {@link ticket} before they query and
 * {@link set} refuses tickets older than the last invalidation.
 */
export class AccountCache {
  private readonly entries = new Map<string, Entry>();
  private invalidations = 0;

  constructor(
    private readonly ttlMs = ACCOUNT_CACHE_TTL_MS,
    private readonly maxEntries = ACCOUNT_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(userId: string): SerializedJson | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    this.entries.delete(userId);
    if (entry.expiresAt <= this.now()) return undefined;
    // Re-inserted last: Map keeps insertion order, so the first key is always the least recently used.
    this.entries.set(userId, entry);
    return entry.json;
  }

  /** Taken before reading an account from the database, and handed back to {@link set} with what was read. */
  ticket(): number {
    return this.invalidations;
  }

  set(userId: string, json: SerializedJson, ticket: number): void {
    if (ticket !== this.invalidations) return;
    this.entries.delete(userId);
    this.entries.set(userId, { json, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const [oldest] = this.entries.keys();
      this.entries.delete(oldest);
    }
  }

  invalidate(userId: string): void {
    this.invalidations += 1;
    this.entries.delete(userId);
  }
}
