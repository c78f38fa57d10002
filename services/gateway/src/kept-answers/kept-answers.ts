import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import { AnswerCache } from '@tracker/redis';

import { GATEWAY_ENV } from '../transport/service-clients.js';
import { type BroadcastFeed, FollowedBroadcasts } from './followed-broadcasts.js';

/**
 * The signed-in reads of one's own whose bytes each gateway replica keeps: the enveloped answers of the
 * four routes, and two parts of the session read (its account, lists and watching titles; the badges).
 */
export const KEPT_ANSWER_KINDS = ['lists', 'statistics', 'episodes', 'me', 'session', 'badges'] as const;
export type KeptAnswerKind = (typeof KEPT_ANSWER_KINDS)[number];
/** The kinds built from lists-progress's answers, which show the catalogue's titles. */
export const LIST_KINDS: readonly KeptAnswerKind[] = ['lists', 'statistics', 'episodes', 'session'];

/** A read's answer, and whether it is whole: one left partial by a failing service is answered, not kept. */
export interface Read {
  bytes: Buffer;
  whole: boolean;
}

/**
 * Each user's own lists, statistics, episode progress and account as the enveloped bytes this replica last
 * answered, so a repeated read costs neither a service round trip nor an envelope. The services broadcast
 * every change before the write answers ({@link KeptAnswersController} drops the owners' answers); a read
 * first waits until every broadcast already delivered is handled, so a read sent after another replica's
 * write answered cannot find what the write changed. A read that raced a change keeps nothing (a ticket),
 * and after a lost subscription everything is forgotten. Without the subscription nothing is kept. Reads
 * of one key that miss together share one service read.
 */
@Injectable()
export class KeptAnswers {
  private readonly cache: AnswerCache<string, Buffer> | undefined;
  /** The reads on their way, by key, with the ticket each began at. */
  private readonly reading = new Map<string, { ticket: number; answer: Promise<Buffer> }>();
  private readonly broadcasts = new FollowedBroadcasts(() => this.cache?.invalidateWhere(() => true));

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    if (env.KEPT_ANSWERS_MB === 0) return;
    this.cache = new AnswerCache({
      capacity: env.KEPT_ANSWERS_MB * 1024 * 1024,
      ttlMs: env.KEPT_ANSWERS_TTL_MS,
      weigh: (bytes) => bytes.length,
    });
  }

  /** Where the broadcasts come from: nothing is kept before it is given. */
  follow(feed: BroadcastFeed): void {
    this.broadcasts.follow(feed);
  }

  /** The kept answer, or `read`'s, kept unless a change to its owner was announced meanwhile. */
  serve(kind: KeptAnswerKind, userId: string, read: () => Promise<Buffer>): Promise<Buffer> {
    return this.serveWhole(kind, userId, async () => ({ bytes: await read(), whole: true }));
  }

  /** {@link serve} for a read that may come back partial: only a whole answer is kept. */
  async serveWhole(kind: KeptAnswerKind, userId: string, read: () => Promise<Read>): Promise<Buffer> {
    if (!this.cache || !(await this.broadcasts.caughtUp())) return (await read()).bytes;
    const key = keyOf(kind, userId);
    const kept = this.cache.get(key);
    if (kept) return kept;
    // Requests that miss together (an expiry under load) share one read, unless their key changed after
    // it began: what it answers might then be older than the change.
    const running = this.reading.get(key);
    if (running && !this.cache.changedSince([key], running.ticket)) return running.answer;
    const ticket = this.cache.ticket();
    const answer = read().then(({ bytes, whole }) => {
      if (whole) this.cache?.set(key, bytes, ticket);
      return bytes;
    });
    const reading = { ticket, answer };
    this.reading.set(key, reading);
    try {
      return await answer;
    } finally {
      if (this.reading.get(key) === reading) this.reading.delete(key);
    }
  }

  /** The users' answers changed (a write answered here, or a service's broadcast). */
  forgetUsers(userIds: readonly string[], kinds: readonly KeptAnswerKind[] = KEPT_ANSWER_KINDS): void {
    this.cache?.invalidate(userIds.flatMap((userId) => kinds.map((kind) => keyOf(kind, userId))));
  }

  /** Titles changed in the catalogue: which lists show them is not known here, so all of them go. */
  forgetLists(): void {
    this.cache?.invalidateWhere((_bytes, key) => LIST_KINDS.some((kind) => key.startsWith(`${kind}:`)));
  }
}

const keyOf = (kind: KeptAnswerKind, userId: string) => `${kind}:${userId}`;
