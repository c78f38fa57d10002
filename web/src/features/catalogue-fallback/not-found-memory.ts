import { type Clock, systemClock } from './clock';

/** Spec §9: how long an anime id that answered 404 is remembered as not found. */
export const NOT_FOUND_MEMORY_MS = 60 * 60 * 1000;

/** Anime ids known not to exist, so a page that keeps asking for them costs no request for an hour. */
export class NotFoundMemory {
  private readonly until = new Map<number, number>();

  constructor(private readonly clock: Clock = systemClock) {}

  remember(id: number): void {
    this.until.set(id, this.clock.now() + NOT_FOUND_MEMORY_MS);
  }

  has(id: number): boolean {
    const until = this.until.get(id);
    if (until === undefined) return false;
    if (this.clock.now() < until) return true;
    this.until.delete(id);
    return false;
  }
}
