import { AnswerCache } from '@tracker/redis';

import { type BroadcastFeed, FollowedBroadcasts } from './followed-broadcasts.js';

/** What a read answered. */
export interface KeptRead {
  /** The enveloped answer. */
  bytes: Buffer;
  /** The keys of what it was built from besides its own key: a change to any of them drops it. */
  sources?: readonly string[];
  /** False for an answer to give but not keep (left partial by a failing service, or another viewer's). */
  keep?: boolean;
}

interface Kept {
  bytes: Buffer;
  sources: readonly string[];
  ticket: number;
}

/** A read on its way, and the ticket it began at. */
interface Reading {
  ticket: number;
  answer: Promise<KeptRead>;
}

/** The last share of a kept answer's lifetime, in which a read of it also reads it anew for later readers. */
const READ_AHEAD_SHARE = 0.1;

/**
 * Answers a gateway replica keeps by key, for {@link KeptAnswers} and {@link KeptPages}. An answer is
 * served while neither its key nor any of its sources changed since it was read (the keepers invalidate
 * them on the services' broadcasts), and only once every broadcast already delivered is handled, so a
 * read sent after another replica's write answered cannot find what the write changed; without the
 * subscription nothing is kept, and after a lost one everything is forgotten.
 *
 * Requests that miss one key together share one read, unless what it was built from changed after it
 * began (its answer could predate the change): a joiner then reads for itself. A key read often never
 * makes its readers wait for its expiry: a read in the last tenth of its lifetime starts the next read.
 * A read shared or read ahead must answer every reader of its key alike.
 */
export class AnswerKeeper {
  private readonly cache: AnswerCache<string, Kept> | undefined;
  private readonly reading = new Map<string, Reading>();
  private readonly broadcasts = new FollowedBroadcasts(() => this.cache?.invalidateWhere(() => true));
  private readonly readAheadMs: number;

  /** A `capacityBytes` of 0 keeps nothing. */
  constructor(capacityBytes: number, ttlMs: number) {
    this.readAheadMs = ttlMs * READ_AHEAD_SHARE;
    if (capacityBytes === 0) return;
    this.cache = new AnswerCache({ capacity: capacityBytes, ttlMs, weigh: ({ bytes }) => bytes.length });
  }

  /** Where the broadcasts come from: nothing is kept before it is given. */
  follow(feed: BroadcastFeed): void {
    this.broadcasts.follow(feed);
  }

  /** The kept answer of `key`, else `read`'s. */
  async serve(key: string, read: () => Promise<KeptRead>): Promise<Buffer> {
    const cache = this.cache;
    if (!cache || !(await this.broadcasts.caughtUp())) return (await read()).bytes;
    const kept = cache.get(key);
    if (kept && !cache.changedSince(kept.sources, kept.ticket)) {
      if (!this.reading.has(key) && cache.expiresWithin(key, this.readAheadMs)) {
        // Its failure is the next reader's to meet, once the kept answer expires.
        this.readAndKeep(cache, key, read).catch(() => undefined);
      }
      return kept.bytes;
    }
    const running = this.reading.get(key);
    // Its sources are known once it answers; a change to its key is known now.
    if (running && !cache.changedSince([key], running.ticket)) {
      const shared = await running.answer;
      if (!cache.changedSince(shared.sources ?? [], running.ticket)) return shared.bytes;
    }
    return (await this.readAndKeep(cache, key, read)).bytes;
  }

  /** Drops the answers of these keys, and those built from them. */
  forget(keys: Iterable<string>): void {
    this.cache?.invalidate(keys);
  }

  /** Drops the answers whose key `changed` names; every read in flight keeps nothing. */
  forgetWhere(changed: (key: string) => boolean): void {
    this.cache?.invalidateWhere((_kept, key) => changed(key));
  }

  /** Reads, keeping the answer unless something it was built from changed meanwhile. */
  private readAndKeep(cache: AnswerCache<string, Kept>, key: string, read: () => Promise<KeptRead>) {
    const ticket = cache.ticket();
    const answer = read().then((answer) => {
      const sources = answer.sources ?? [];
      if (answer.keep !== false && !cache.changedSince(sources, ticket)) {
        cache.set(key, { bytes: answer.bytes, sources, ticket }, ticket);
      }
      return answer;
    });
    const reading = { ticket, answer };
    this.reading.set(key, reading);
    const done = () => {
      if (this.reading.get(key) === reading) this.reading.delete(key);
    };
    answer.then(done, done);
    return answer;
  }
}
