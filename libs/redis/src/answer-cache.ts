/**
 * Answers one replica served, kept in memory by key until a change to what they were built from is
 * announced ({@link AnswerCache.invalidate}), least recently used out first. A read that raced a change
 * must not put back what it read before it: reads take a {@link AnswerCache.ticket} before they query,
 * and {@link AnswerCache.set} refuses a ticket older than the last change to its key.
 *
 * Memory stays bounded: answers weighing `capacity` in all (by `weigh`, one each unless told), and the
 * change times of at most `maxChangedKeys` keys. A key whose change time was forgotten is judged by the
 * newest forgotten one, which can only refuse more.
 */
export class AnswerCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number; expiresAt: number }>();
  private weight = 0;
  /** The ticket each recently changed key changed at, oldest change first. */
  private readonly changedAt = new Map<K, number>();
  /** Tickets below this may predate a change no longer in {@link changedAt}. */
  private floor = 0;
  private changes = 0;

  private readonly capacity: number;
  private readonly ttlMs: number;
  private readonly weigh: (value: V) => number;
  private readonly maxChangedKeys: number;
  private readonly now: () => number;

  /**
   * `ttlMs` only bounds how stale an answer can get when a change is never announced to this replica
   * (Redis down while it was broadcast).
   */
  constructor(options: AnswerCacheOptions<V>) {
    this.capacity = options.capacity;
    this.ttlMs = options.ttlMs;
    this.weigh = options.weigh ?? (() => 1);
    this.maxChangedKeys = options.maxChangedKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the kept answers weigh together. */
  get totalWeight(): number {
    return this.weight;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.weight -= entry.weight;
      return undefined;
    }
    // Re-inserted last: a Map keeps insertion order, so its first key is always the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  /** True when an answer is kept for `key` and its lifetime ends within `ms`: time to read it anew. */
  expiresWithin(key: K, ms: number): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expiresAt - this.now() <= ms;
  }

  /** Taken before reading what an answer is built from, and handed back to {@link set} with the answer. */
  ticket(): number {
    return this.changes;
  }

  /** False, and nothing kept, when `key` changed after `ticket` was taken. */
  set(key: K, value: V, ticket: number): boolean {
    if (this.changedSince([key], ticket)) return false;
    const weight = this.weigh(value);
    if (weight > this.capacity) return false;
    this.drop(key);
    this.entries.set(key, { value, weight, expiresAt: this.now() + this.ttlMs });
    this.weight += weight;
    while (this.weight > this.capacity) this.drop(this.entries.keys().next().value as K);
    return true;
  }

  /**
   * True when any of `keys` changed after `ticket` was taken. The keys need not be kept answers: an answer
   * built from several things names them, each change invalidates its thing's key, and the answer is judged
   * by all of them (see {@link set} for a key whose change time was forgotten).
   */
  changedSince(keys: Iterable<K>, ticket: number): boolean {
    for (const key of keys) if (ticket < (this.changedAt.get(key) ?? this.floor)) return true;
    return false;
  }

  invalidate(keys: Iterable<K>): void {
    this.changes += 1;
    for (const key of keys) {
      this.drop(key);
      this.changedAt.delete(key);
      this.changedAt.set(key, this.changes);
    }
    while (this.changedAt.size > this.maxChangedKeys) {
      const [oldest, changedAt] = this.changedAt.entries().next().value as [K, number];
      this.changedAt.delete(oldest);
      this.floor = changedAt;
    }
  }

  /** Drops the answers built from something that changed; every read in flight is refused too. */
  invalidateWhere(changed: (value: V, key: K) => boolean): void {
    this.changes += 1;
    this.floor = this.changes;
    this.changedAt.clear();
    for (const [key, { value }] of this.entries) if (changed(value, key)) this.drop(key);
  }

  private drop(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }
}

export interface AnswerCacheOptions<V> {
  /** What the kept answers may weigh together; least recently used out first beyond it. */
  capacity: number;
  ttlMs: number;
  /** An answer's weight (e.g. its bytes); 1 when not given, so `capacity` counts answers. */
  weigh?: (value: V) => number;
  /** How many keys' change times are remembered (10,000 unless told). */
  maxChangedKeys?: number;
  now?: () => number;
}
