export interface RateLimits {
  perSecond: number;
  perMinute: number;
}

/** Jikan's per-client limits over sliding windows; only requests it lets through count. */
export class RateWindow {
  private readonly starts: number[] = [];

  constructor(private readonly limits: RateLimits) {}

  /** Whether a request at `now` (ms) is within the limits; if it is, it counts from then on. */
  admit(now: number): boolean {
    while (this.starts.length > 0 && this.starts[0] <= now - 60_000) this.starts.shift();
    const lastSecond = this.starts.filter((start) => start > now - 1_000).length;
    if (lastSecond >= this.limits.perSecond || this.starts.length >= this.limits.perMinute) return false;
    this.starts.push(now);
    return true;
  }
}
