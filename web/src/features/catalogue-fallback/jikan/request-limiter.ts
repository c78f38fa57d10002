import type { Clock } from '../clock';

/** Spec §9 public API limits. */
export const MAX_CONCURRENT_REQUESTS = 2;
export const BASE_GAP_MS = 1500;
const GAP_FACTOR_PER_RATE_LIMIT = 0.5;
const MAX_GAP_FACTOR = 4;
/** Spec §9: more than 3 rate limits within 5 minutes delay every request by another 100 ms. */
const RATE_LIMIT_WINDOW_MS = 5 * 60_000;
const RATE_LIMITS_BEFORE_DELAY = 3;
export const RATE_LIMITED_DELAY_MS = 100;

/**
 * Spaces requests to the public API: at most 2 in flight, and starts at least 1.5 s apart, times a
 * factor of 1 + 0.5 per consecutive 429 (capped at 4) so a rate-limited client slows down, plus 100 ms
 * while more than 3 rate limits came within the current 5 minutes.
 */
export class RequestLimiter {
  private inFlight = 0;
  private readonly waitingForSlot: Array<() => void> = [];
  private lastStart = Number.NEGATIVE_INFINITY;
  private startGate: Promise<void> = Promise.resolve();
  private consecutiveRateLimits = 0;
  private rateLimitWindow = { startedAt: Number.NEGATIVE_INFINITY, count: 0 };

  constructor(private readonly clock: Clock) {}

  get gapMs(): number {
    return BASE_GAP_MS * Math.min(MAX_GAP_FACTOR, 1 + GAP_FACTOR_PER_RATE_LIMIT * this.consecutiveRateLimits);
  }

  recordRateLimit(): void {
    this.consecutiveRateLimits += 1;
    const now = this.clock.now();
    // The counter starts afresh every 5 minutes.
    if (now - this.rateLimitWindow.startedAt >= RATE_LIMIT_WINDOW_MS)
      this.rateLimitWindow = { startedAt: now, count: 0 };
    this.rateLimitWindow.count += 1;
  }

  /** The extra delay before each request while the 5-minute window has seen more than 3 rate limits. */
  get extraDelayMs(): number {
    const { startedAt, count } = this.rateLimitWindow;
    const current = this.clock.now() - startedAt < RATE_LIMIT_WINDOW_MS;
    return current && count > RATE_LIMITS_BEFORE_DELAY ? RATE_LIMITED_DELAY_MS : 0;
  }

  recordSuccess(): void {
    this.consecutiveRateLimits = 0;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.takeSlot();
    try {
      await this.waitForTurn();
      return await task();
    } finally {
      this.releaseSlot();
    }
  }

  private async takeSlot(): Promise<void> {
    if (this.inFlight < MAX_CONCURRENT_REQUESTS) {
      this.inFlight += 1;
      return;
    }
    // The releasing request hands its slot over, so inFlight stays counted.
    await new Promise<void>((resolve) => this.waitingForSlot.push(resolve));
  }

  private releaseSlot(): void {
    const next = this.waitingForSlot.shift();
    if (next) next();
    else this.inFlight -= 1;
  }

  /** Starts are serialised through one gate, so two slots never start inside the same gap. */
  private waitForTurn(): Promise<void> {
    const turn = this.startGate.then(async () => {
      const wait = Math.max(0, this.lastStart + this.gapMs - this.clock.now()) + this.extraDelayMs;
      if (wait > 0) await this.clock.sleep(wait);
      this.lastStart = this.clock.now();
    });
    this.startGate = turn;
    return turn;
  }
}
