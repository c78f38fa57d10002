import { type Clock, withTimeout } from '../clock';
import { RequestLimiter } from './request-limiter';

/** Spec §9/§8 public API constants. */
export const JIKAN_TIMEOUT_MS = 10_000;
export const RESPONSE_CACHE_MS = 5 * 60_000;
/** A 429 is retried twice, after 6 s and then 12 s. */
export const RATE_LIMIT_RETRY_DELAYS_MS = [6_000, 12_000] as const;

/** A failed public API request; `status` 0 means it never got an answer (network, timeout). */
export class JikanError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'JikanError';
  }
}

export type JikanParams = Record<string, string | number | undefined>;

/**
 * The browser's client for the public Jikan v4 API: limited and spaced by RequestLimiter, 10 s timeout,
 * 429 retried after 6 s then 12 s, responses kept 5 minutes, and the last good answer returned on any
 * failure.
 */
export class JikanClient {
  private readonly responses = new Map<string, { at: number; body: unknown }>();

  constructor(
    private readonly baseUrl: string,
    private readonly clock: Clock,
    readonly limiter = new RequestLimiter(clock),
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {}

  async get<T>(path: string, params: JikanParams = {}): Promise<T> {
    const url = this.url(path, params);
    const cached = this.responses.get(url);
    if (cached && this.clock.now() - cached.at < RESPONSE_CACHE_MS) return cached.body as T;
    try {
      const body = await this.fetchWithRetries(url);
      this.responses.set(url, { at: this.clock.now(), body });
      return body as T;
    } catch (error) {
      // Stale beats nothing, except for a definite answer that the thing does not exist.
      if (cached && !(error instanceof JikanError && error.status === 404)) return cached.body as T;
      throw error;
    }
  }

  private url(path: string, params: JikanParams): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') query.set(key, String(value));
    }
    const search = query.toString();
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  private async fetchWithRetries(url: string): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await this.limiter.run(() => this.fetchOnce(url));
      if (response.status === 429) {
        this.limiter.recordRateLimit();
        const delay = RATE_LIMIT_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) throw new JikanError(`Rate limited by ${url}`, 429);
        await this.clock.sleep(delay);
        continue;
      }
      if (!response.ok) throw new JikanError(`HTTP ${response.status} from ${url}`, response.status);
      this.limiter.recordSuccess();
      return response.json();
    }
  }

  private async fetchOnce(url: string): Promise<Response> {
    const timeout = withTimeout(JIKAN_TIMEOUT_MS);
    try {
      return await this.fetchFn(url, { signal: timeout.signal, headers: { Accept: 'application/json' } });
    } catch (error) {
      throw new JikanError(timeout.timedOut() ? `Timed out: ${url}` : `${String(error)}: ${url}`, 0);
    } finally {
      timeout.done();
    }
  }
}
