import { randomUUID } from 'node:crypto';

import type { Redis } from 'ioredis';

/** Spec §9 and Jikan's published limits; the gap and windows are configurable so tests can run fast. */
export interface RateLimits {
  perSecond: number;
  perMinute: number;
  maxInFlight: number;
  /** Minimum gap between request starts before the 429 factor: 1.5 s in the spec. */
  minGapMs: number;
}

export const JIKAN_LIMITS: RateLimits = { perSecond: 3, perMinute: 60, maxInFlight: 2, minGapMs: 1500 };

/** A 429 counted within this window raises the gap; the count starts over after it. */
const RATE_LIMIT_WINDOW_MS = 5 * 60_000;
/** A slot a crashed replica never released frees itself after this long. */
const LEASE_MS = 30_000;
/**
 * Jikan counts requests when they arrive; ours start a little after their grant (more so when many wait,
 * or the event loop is busy), so the windows are kept this much wider than a second and a minute. 250 ms
 * was once too little: three replicas in one process on a loaded 2-core machine sent a grant's request
 * late enough for a fourth to land within Jikan's second. It costs nothing in production, where the
 * 1.5 s gap between starts binds first.
 */
const WINDOW_MARGIN_MS = 500;
/** Waiters wake up spread over this long instead of all at once when a slot frees. */
const WAKE_JITTER_MS = 30;
/** More than this many 429s within the window also delays every request by 100 ms (spec §9). */
const RATE_LIMIT_DELAY_AFTER = 3;
const RATE_LIMIT_DELAY_MS = 100;

/**
 * How long a waiting person's place at the front of the line holds without a new poll: their polls come
 * at most {@link URGENT_POLL_MS} apart, and a replica that died while waiting stops holding it back.
 */
const URGENT_HOLD_MS = 2_000;
const URGENT_POLL_MS = 500;
/** How often background requests look again while a person waits at the front. */
const BEHIND_POLL_MS = 50;

/**
 * Grants a slot or says how long to wait, atomically for every replica, on Redis's clock:
 * at most `maxInFlight` leases, `perSecond`/`perMinute` starts in any sliding second/minute (each widened
 * by `margin` ms), and `gap` ms between starts. While an urgent request (a person waiting) is in line,
 * background requests are not granted: the person's request takes the next slot, within the same limits.
 * KEYS: in-flight zset, second zset, minute zset, last-start key, urgent waiters zset.
 */
const ACQUIRE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local token, perSecond, perMinute, maxInFlight, gap, lease, margin, urgent, hold, behind =
  ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]),
  tonumber(ARGV[7]), ARGV[8] == '1', tonumber(ARGV[9]), tonumber(ARGV[10])
local second, minute = 1000 + margin, 60000 + margin
redis.call('ZREMRANGEBYSCORE', KEYS[5], '-inf', now)
if urgent then
  redis.call('ZADD', KEYS[5], now + hold, token)
  redis.call('PEXPIRE', KEYS[5], hold)
elseif redis.call('ZCARD', KEYS[5]) > 0 then
  return behind
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= maxInFlight then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(math.min(tonumber(first[2]) - now, 50), 5)
end
local last = tonumber(redis.call('GET', KEYS[4]) or '0')
if now < last + gap then return last + gap - now end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - second)
if redis.call('ZCARD', KEYS[2]) >= perSecond then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + second - now + 1
end
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now - minute)
if redis.call('ZCARD', KEYS[3]) >= perMinute then
  local oldest = redis.call('ZRANGE', KEYS[3], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + minute - now + 1
end
redis.call('ZADD', KEYS[1], now + lease, token)
redis.call('ZADD', KEYS[2], now, token)
redis.call('ZADD', KEYS[3], now, token)
redis.call('SET', KEYS[4], now, 'PX', 60000)
redis.call('ZREM', KEYS[5], token)
for i = 1, 3 do redis.call('PEXPIRE', KEYS[i], minute + 1000 + lease) end
return 0
`;

/**
 * What the limiter holds now, on Redis's clock: leases not yet released or lapsed, and starts within the
 * last minute. KEYS: in-flight zset, minute zset.
 */
const USAGE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
return { redis.call('ZCOUNT', KEYS[1], '(' .. now, '+inf'), redis.call('ZCOUNT', KEYS[2], now - 60000, '+inf') }
`;

/** The shared limiter's use, for the admin panel: how close the replicas run to the public API's limits. */
export interface LimiterUsage {
  inFlight: number;
  maxInFlight: number;
  lastMinute: number;
  perMinute: number;
  /** Between request starts now: the minimum gap, widened by the 429s of the last 5 minutes. */
  gapMs: number;
}

export class RateLimitTimeoutError extends Error {
  constructor(waitedMs: number) {
    super(`No request slot for the public API within ${waitedMs} ms`);
    this.name = 'RateLimitTimeoutError';
  }
}

/** The public API's request budget, shared by every catalogue replica through Redis. */
export class JikanRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly limits: RateLimits = JIKAN_LIMITS,
  ) {}

  /**
   * Runs `request` once a slot is granted, then releases the slot. Waits at most `maxWaitMs` for a slot.
   * The gap grows by half for every 429 counted in the last 5 minutes, up to 4 times (spec §9). An
   * `urgent` request (a person waits for it) goes before every background one still waiting.
   */
  async schedule<T>(request: () => Promise<T>, maxWaitMs: number, urgent = false): Promise<T> {
    const token = randomUUID();
    await this.acquire(token, maxWaitMs, urgent);
    try {
      return await request();
    } finally {
      await this.redis.zrem(this.key('inflight'), token).catch(() => undefined);
    }
  }

  /** Counts a 429 from the public API: widens the gap for every replica for the next 5 minutes. */
  async recordRateLimited(): Promise<number> {
    const key = this.key('429');
    const [[, count]] = (await this.redis
      .multi()
      .incr(key)
      .pexpire(key, RATE_LIMIT_WINDOW_MS, 'NX')
      .exec()) as [[unknown, number]];
    return count;
  }

  async rateLimitedCount(): Promise<number> {
    return Number((await this.redis.get(this.key('429'))) ?? 0);
  }

  async usage(): Promise<LimiterUsage> {
    const [[inFlight, lastMinute], rateLimited] = await Promise.all([
      this.redis.eval(USAGE, 2, this.key('inflight'), this.key('minute')) as Promise<[number, number]>,
      this.rateLimitedCount(),
    ]);
    const { maxInFlight, perMinute } = this.limits;
    return { inFlight, maxInFlight, lastMinute, perMinute, gapMs: Math.ceil(this.gapFor(rateLimited)) };
  }

  /** The gap grows by half for every 429 counted in the last 5 minutes, up to 4 times (spec §9). */
  private gapFor(rateLimited: number): number {
    return this.limits.minGapMs * Math.min(1 + 0.5 * rateLimited, 4);
  }

  private async acquire(token: string, maxWaitMs: number, urgent: boolean): Promise<void> {
    const started = Date.now();
    const rateLimited = await this.rateLimitedCount();
    const gap = this.gapFor(rateLimited);
    // Before asking for a slot, so the recorded start is the real one.
    if (rateLimited > RATE_LIMIT_DELAY_AFTER)
      await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_DELAY_MS));
    for (;;) {
      const wait = Number(
        await this.redis.eval(
          ACQUIRE,
          5,
          this.key('inflight'),
          this.key('second'),
          this.key('minute'),
          this.key('last'),
          this.key('urgent'),
          token,
          this.limits.perSecond,
          this.limits.perMinute,
          this.limits.maxInFlight,
          Math.ceil(gap),
          LEASE_MS,
          WINDOW_MARGIN_MS,
          urgent ? '1' : '0',
          URGENT_HOLD_MS,
          BEHIND_POLL_MS,
        ),
      );
      if (wait === 0) break;
      if (Date.now() - started + wait > maxWaitMs) {
        // Gives up its place at the front at once, so background requests need not wait for it to lapse.
        if (urgent) await this.redis.zrem(this.key('urgent'), token).catch(() => undefined);
        throw new RateLimitTimeoutError(maxWaitMs);
      }
      // A person's place at the front is renewed by polling: never sleep past its hold.
      const pause = urgent ? Math.min(wait, URGENT_POLL_MS) : wait;
      await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * WAKE_JITTER_MS));
    }
  }

  private key(name: string): string {
    return `${this.keyPrefix}:${name}`;
  }
}
