import { AnswerCache, SerializedJson } from '@tracker/redis';

/**
 * How long a replica serves an account from memory. Every change is broadcast to every replica at once
 * ({@link AnswerCache.invalidate}); the lifetime only bounds how stale a copy can get if a broadcast is
 * lost (Redis down) or a row is changed outside the service (`npm run admin:promote`).
 */
export const ACCOUNT_CACHE_TTL_MS = 5_000;
/** About 5 MB of serialised accounts: the users signed in at a busy moment. */
export const ACCOUNT_CACHE_MAX_ENTRIES = 10_000;

/**
 * Each account as the JSON `GET /api/auth/me` answers, by user id: a hit costs neither a database round
 * trip nor serialising it again.
 */
export class AccountCache extends AnswerCache<string, SerializedJson> {
  constructor(
    ttlMs = ACCOUNT_CACHE_TTL_MS,
    maxEntries = ACCOUNT_CACHE_MAX_ENTRIES,
    now: () => number = Date.now,
  ) {
    super({ capacity: maxEntries, ttlMs, now });
  }
}
