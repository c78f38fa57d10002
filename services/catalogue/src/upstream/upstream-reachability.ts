import type { Redis } from 'ioredis';

/** An observation older than this says nothing about the public API any more. */
const REMEMBERED_MS = 10 * 60_000;

/**
 * Whether the public API answered its last request, shared by every replica through Redis: what the
 * health reports show, and what lets a detail read skip its wait while the public API is out of reach.
 */
export class UpstreamReachability {
  /** This replica's last observation, so a read need not ask Redis. */
  private lastSeen: boolean | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {}

  /** An answer that is not a 5xx (a 404 or 429 too): the public API is there. */
  answered(): Promise<void> {
    return this.record(true);
  }

  /** A network error, a timeout or a 5xx. */
  failed(): Promise<void> {
    return this.record(false);
  }

  /** False only when this replica's last request found the public API out of reach. */
  get lastKnownReachable(): boolean {
    return this.lastSeen !== false;
  }

  async reachable(): Promise<boolean | null> {
    const seen = await this.redis.get(this.key);
    return seen === null ? null : seen === 'up';
  }

  private async record(reachable: boolean): Promise<void> {
    this.lastSeen = reachable;
    await this.redis.set(this.key, reachable ? 'up' : 'down', 'PX', REMEMBERED_MS).catch(() => undefined);
  }
}
