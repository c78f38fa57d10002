import type { Redis } from 'ioredis';

const MINUTE_MS = 60_000;
/** The window the admin panel shows: this minute and the 59 before it. */
const WINDOW_MINUTES = 60;

/**
 * The public API's 429s of the last hour, counted in Redis per minute (one key a minute, gone after the
 * hour), so every replica adds to and reads the same count. The limiter's own count (5 minutes) slows the
 * requests down; this one is for people to read.
 */
export class UpstreamRateLimits {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  /** Never fails the request that met the 429: a lost count only understates the figure. */
  async record(now = Date.now()): Promise<void> {
    const key = this.key(Math.floor(now / MINUTE_MS));
    await this.redis
      .multi()
      .incr(key)
      .pexpire(key, (WINDOW_MINUTES + 1) * MINUTE_MS)
      .exec()
      .catch(() => undefined);
  }

  /** 429s counted this minute and the 59 before it. */
  async lastHour(now = Date.now()): Promise<number> {
    const minute = Math.floor(now / MINUTE_MS);
    const keys = Array.from({ length: WINDOW_MINUTES }, (_, back) => this.key(minute - back));
    const counts = await this.redis.mget(keys);
    return counts.reduce((sum, count) => sum + Number(count ?? 0), 0);
  }

  private key(minute: number): string {
    return `${this.keyPrefix}:${minute}`;
  }
}
