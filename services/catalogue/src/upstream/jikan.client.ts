import type { Redis } from 'ioredis';

import { JikanRateLimiter, RateLimitTimeoutError } from './jikan-rate-limiter.js';
import { upstreamRateLimited, upstreamRequests } from './upstream-metrics.js';
import type { UpstreamRateLimits } from './upstream-rate-limits.js';
import type { UpstreamReachability } from './upstream-reachability.js';

export interface JikanClientOptions {
  baseUrl: string;
  /** Spec §9: 10 s per request. */
  timeoutMs: number;
  /** Waits before the two retries of a 429: 6 s then 12 s in the spec. */
  retryDelaysMs: readonly number[];
  /** Responses are fresh this long (5 minutes), then refetched; kept as stale copies much longer. */
  cacheTtlMs: number;
  staleTtlMs: number;
  /** Ids that answered 404 are not asked again for an hour. */
  notFoundTtlMs: number;
}

export const DEFAULT_JIKAN_OPTIONS: Omit<JikanClientOptions, 'baseUrl'> = {
  timeoutMs: 10_000,
  retryDelaysMs: [6_000, 12_000],
  cacheTtlMs: 5 * 60_000,
  staleTtlMs: 7 * 24 * 60 * 60_000,
  notFoundTtlMs: 60 * 60_000,
};

/** The public API knows no such resource (answered 404 now or within the not-found memory). */
export class JikanNotFoundError extends Error {
  constructor(readonly path: string) {
    super(`Jikan has no ${path}`);
    this.name = 'JikanNotFoundError';
  }
}

/** The public API failed and no copy was cached: rate limited past the retries, 5xx, timeout or network. */
export class JikanUnavailableError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
    /** No HTTP answer at all (network error or timeout): the public API is out of reach, not just failing. */
    readonly unreachable = false,
  ) {
    super(`Jikan failed for ${path}: ${reason}`);
    this.name = 'JikanUnavailableError';
  }
}

interface CachedResponse {
  fetchedAt: number;
  body: unknown;
}

class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** Who waits for a request: a person (first in line at the shared rate limit) or background work. */
export interface RequestOptions {
  urgent?: boolean;
}

/**
 * Jikan v4 for every catalogue replica: one shared rate limit, responses cached in Redis (fresh for 5
 * minutes, then served stale whenever the API fails), 429s retried twice with growing waits, 404s
 * remembered for an hour, and identical concurrent requests in a process sent once.
 */
export class JikanClient {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly redis: Redis,
    readonly limiter: JikanRateLimiter,
    private readonly keyPrefix: string,
    private readonly options: JikanClientOptions,
    readonly reachability: UpstreamReachability,
    /** Its 429s of the last hour, for the admin panel. */
    readonly rateLimits: UpstreamRateLimits,
  ) {}

  get<T>(path: string, { urgent = false }: RequestOptions = {}): Promise<T> {
    const pending = this.inFlight.get(path);
    if (pending) return pending as Promise<T>;
    const request = this.load<T>(path, urgent).finally(() => this.inFlight.delete(path));
    this.inFlight.set(path, request);
    return request;
  }

  private async load<T>(path: string, urgent: boolean): Promise<T> {
    if (await this.redis.exists(this.key('notfound', path))) throw new JikanNotFoundError(path);
    const cached = await this.readCache(path);
    if (cached && Date.now() - cached.fetchedAt < this.options.cacheTtlMs) return cached.body as T;
    try {
      const body = await this.fetchWithRetries(path, urgent);
      await this.redis.set(
        this.key('response', path),
        JSON.stringify({ fetchedAt: Date.now(), body }),
        'PX',
        this.options.staleTtlMs,
      );
      return body as T;
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 404) {
        await this.redis.set(this.key('notfound', path), '1', 'PX', this.options.notFoundTtlMs);
        throw new JikanNotFoundError(path);
      }
      if (cached) return cached.body as T;
      throw new JikanUnavailableError(path, describe(error), !(error instanceof HttpStatusError));
    }
  }

  private async fetchWithRetries(path: string, urgent: boolean): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.limiter.schedule(() => this.fetchOnce(path), this.options.timeoutMs, urgent);
      } catch (error) {
        const rateLimited = error instanceof HttpStatusError && error.status === 429;
        if (!rateLimited) throw error;
        await this.limiter.recordRateLimited();
        if (attempt >= this.options.retryDelaysMs.length) throw error;
        await new Promise((resolve) => setTimeout(resolve, this.options.retryDelaysMs[attempt]));
      }
    }
  }

  private async fetchOnce(path: string): Promise<unknown> {
    const measure = upstreamRequests.startTimer({ upstream: 'jikan' });
    const response = await fetch(this.options.baseUrl + path, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    }).catch(async (error: unknown) => {
      measure({ status: 'error' });
      await this.reachability.failed();
      throw error;
    });
    measure({ status: response.status });
    if (response.status === 429) {
      upstreamRateLimited.inc({ upstream: 'jikan' });
      await this.rateLimits.record();
    }
    await (response.status >= 500 ? this.reachability.failed() : this.reachability.answered());
    if (!response.ok) {
      await response.body?.cancel();
      throw new HttpStatusError(response.status);
    }
    return response.json();
  }

  private async readCache(path: string): Promise<CachedResponse | null> {
    const raw = await this.redis.get(this.key('response', path)).catch(() => null);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as CachedResponse;
    } catch {
      return null;
    }
  }

  /** Asks the public API afresh about a title (an admin's retry): its remembered 404s are forgotten. */
  async forgetNotFound(malId: number): Promise<void> {
    const prefix = this.key('notfound', `/anime/${malId}`).replace(/[*?[\]\\]/g, '\\$&');
    const keys: string[] = [];
    for (const match of [prefix, `${prefix}/*`]) {
      let cursor = '0';
      do {
        const [next, found] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
        keys.push(...found);
        cursor = next;
      } while (cursor !== '0');
    }
    if (keys.length) await this.redis.del(...keys);
  }

  private key(kind: string, path: string): string {
    return `${this.keyPrefix}:${kind}:${path}`;
  }
}

function describe(error: unknown): string {
  if (error instanceof HttpStatusError)
    return error.status === 429 ? 'rate limited (429) after 2 retries' : error.message;
  if (error instanceof RateLimitTimeoutError) return error.message;
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer within the timeout';
  return error instanceof Error ? error.message : String(error);
}
