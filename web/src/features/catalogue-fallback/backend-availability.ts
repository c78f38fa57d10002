import { API_BASE_PATH } from '../../config/api';
import { type Clock, systemClock, withTimeout } from './clock';

/** Spec §4/§9 backend availability constants. */
export const FAILURE_COOL_DOWN_MS = 60_000;
export const HEALTH_REUSE_MS = 30_000;
export const HEALTH_TIMEOUT_MS = 3_000;
export const FIRST_HEALTH_CHECK_MS = 30_000;
export const HEALTH_CHECK_INTERVAL_MS = 5 * 60_000;

export interface AvailabilityDeps {
  clock?: Clock;
  /** True when the catalogue backend reports itself healthy within the timeout. */
  probe?: (signal: AbortSignal) => Promise<boolean>;
  /** Spec §4: the local cache to clear when the backend is unhealthy or the cached top list lacks images. */
  cache: { clear(): Promise<void>; topListLacksImages(): Promise<boolean> };
}

/** GET /api/database/health: `{ success: true, status: 'healthy' }` when the catalogue answers. */
export async function probeCatalogueHealth(signal: AbortSignal): Promise<boolean> {
  const response = await fetch(`${API_BASE_PATH}/database/health`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean; status?: string } | null;
  return response.ok && body?.success === true && body.status === 'healthy';
}

/**
 * Whether reads should try our backend (spec §4): a failure makes it unavailable for a 60 s cool-down,
 * and a health check (result reused for 30 s) runs 30 s after start and then every 5 minutes, clearing
 * the local cache when the backend is unhealthy or the cached top list lacks images.
 */
export class BackendAvailability {
  private readonly clock: Clock;
  private readonly probe: (signal: AbortSignal) => Promise<boolean>;
  private unavailableUntil = 0;
  private lastHealth: { at: number; healthy: Promise<boolean> } | null = null;

  constructor(private readonly deps: AvailabilityDeps) {
    this.clock = deps.clock ?? systemClock;
    this.probe = deps.probe ?? probeCatalogueHealth;
  }

  isAvailable(): boolean {
    return this.clock.now() >= this.unavailableUntil;
  }

  /** No answer from the backend (network error, timeout, 502–504): unavailable for the cool-down. */
  reportFailure(): void {
    this.unavailableUntil = this.clock.now() + FAILURE_COOL_DOWN_MS;
  }

  /** The backend's health, asked at most once per 30 s; an unhealthy answer clears the local cache. */
  checkHealth(): Promise<boolean> {
    const now = this.clock.now();
    if (this.lastHealth && now - this.lastHealth.at < HEALTH_REUSE_MS) return this.lastHealth.healthy;
    const healthy = this.askHealth();
    this.lastHealth = { at: now, healthy };
    return healthy;
  }

  private async askHealth(): Promise<boolean> {
    const timeout = withTimeout(HEALTH_TIMEOUT_MS);
    let healthy: boolean;
    // A probe that ignores its signal still loses the race against the timeout.
    const timedOut = new Promise<never>((_, reject) =>
      timeout.signal.addEventListener('abort', () => reject(timeout.signal.reason as Error)),
    );
    try {
      healthy = await Promise.race([this.probe(timeout.signal), timedOut]);
    } catch {
      healthy = false;
    } finally {
      timeout.done();
    }
    if (!healthy) {
      this.reportFailure();
      await this.deps.cache.clear();
    } else if (await this.deps.cache.topListLacksImages()) {
      await this.deps.cache.clear();
    }
    return healthy;
  }
}

/** Spec §4: runs `check` 30 s after start and then every 5 minutes; returns the function that stops it. */
export function scheduleHealthChecks(check: () => unknown): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    check();
    interval = setInterval(check, HEALTH_CHECK_INTERVAL_MS);
  }, FIRST_HEALTH_CHECK_MS);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
