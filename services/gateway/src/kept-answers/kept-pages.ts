import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import { AnswerCache } from '@tracker/redis';

import { GATEWAY_ENV } from '../transport/service-clients.js';
import { type BroadcastFeed, FollowedBroadcasts } from './followed-broadcasts.js';

/** A page as read: its enveloped bytes and everything it was built from. */
export interface PageRead {
  bytes: Buffer;
  /**
   * The users whose activity, profile, friend set or notifications the page shows (the reader's friends,
   * all of them; a notification list's owner and actors).
   */
  userIds: readonly string[];
  /** The titles on the page. */
  animeIds: readonly number[];
  /** False when the page must not be kept after all (it answered another viewer than its key says). */
  keep?: boolean;
}

interface KeptPage {
  bytes: Buffer;
  /** The keys of what it was built from, judged against the changes since {@link ticket}. */
  sources: readonly string[];
  ticket: number;
}

/** The share of KEPT_ANSWERS_MB the pages may take beside the own answers. */
const PAGES_SHARE = 0.25;

/**
 * The first pages of activity feeds and notification lists as this replica last answered them
 * (`KeptAnswers`' pattern for pages built from many people): a user's activity, a reader's friends' feed
 * and a user's notifications (their own changes arrive as `social.badges.changed`). A page names the users and titles
 * it was built from, and is served only while none of them changed since it was read: each change
 * ({@link KeptPagesController}) invalidates its user's or title's key in the cache, and a kept page or a
 * read in flight is judged by all of its keys, so one friend's write drops every feed they appear in, and
 * a feed read while it happened keeps nothing. A read first waits until every broadcast already delivered
 * is handled; without the subscription nothing is kept, and after a lost one everything is forgotten.
 */
@Injectable()
export class KeptPages {
  private readonly cache: AnswerCache<string, KeptPage> | undefined;
  private readonly broadcasts = new FollowedBroadcasts(() => this.cache?.invalidateWhere(() => true));

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    if (env.KEPT_ANSWERS_MB === 0) return;
    this.cache = new AnswerCache({
      capacity: env.KEPT_ANSWERS_MB * 1024 * 1024 * PAGES_SHARE,
      ttlMs: env.KEPT_ANSWERS_TTL_MS,
      weigh: ({ bytes }) => bytes.length,
    });
  }

  /** Where the broadcasts come from: nothing is kept before it is given. */
  follow(feed: BroadcastFeed): void {
    this.broadcasts.follow(feed);
  }

  /** A user's first page of `limit` entries, as its owner or as anyone else sees it. */
  serveUser(username: string, asOwner: boolean, limit: number, read: () => Promise<PageRead>) {
    const viewer = asOwner ? 'owner' : 'others';
    // The name last: whatever it holds, the key reads back one way.
    return this.serve(`activity:${viewer}:${limit}:${username.toLowerCase()}`, read);
  }

  /** A reader's first page of `limit` entries of their friends' activity. */
  serveFriends(readerId: string, limit: number, read: () => Promise<PageRead>) {
    return this.serve(`friends:${readerId}:${limit}`, read);
  }

  /** A user's first page of `limit` notifications. */
  serveNotifications(userId: string, limit: number, read: () => Promise<PageRead>) {
    return this.serve(`notifications:${userId}:${limit}`, read);
  }

  /** These users' activity, profile, friend set, notifications or account changed. */
  forgetUsers(userIds: readonly string[]): void {
    this.cache?.invalidate(userIds.map(userKey));
  }

  /** The catalogue stored these titles anew. */
  forgetTitles(animeIds: readonly number[]): void {
    this.cache?.invalidate(animeIds.map(titleKey));
  }

  /** The kept page, or `read`'s, kept unless something it was built from changed meanwhile. */
  private async serve(key: string, read: () => Promise<PageRead>): Promise<Buffer> {
    const cache = this.cache;
    if (!cache || !(await this.broadcasts.caughtUp())) return (await read()).bytes;
    const kept = cache.get(key);
    if (kept && !cache.changedSince(kept.sources, kept.ticket)) return kept.bytes;
    const ticket = cache.ticket();
    const { bytes, userIds, animeIds, keep = true } = await read();
    const sources = [...userIds.map(userKey), ...animeIds.map(titleKey)];
    if (keep && !cache.changedSince(sources, ticket)) cache.set(key, { bytes, sources, ticket }, ticket);
    return bytes;
  }
}

/**
 * One key space for the pages (`activity:`, `friends:`, `notifications:`) and what they were built from:
 * prefixes keep them apart.
 */
const userKey = (userId: string) => `user:${userId}`;
const titleKey = (animeId: number) => `anime:${animeId}`;
