import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';

import { GATEWAY_ENV } from '../transport/service-clients.js';
import { AnswerKeeper } from './answer-keeper.js';
import type { BroadcastFeed } from './followed-broadcasts.js';

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

/** The share of KEPT_ANSWERS_MB the pages may take beside the own answers. */
const PAGES_SHARE = 0.25;

/**
 * The first pages of activity feeds and notification lists as this replica last answered them: a user's
 * activity, a reader's friends' feed and a user's notifications (their own changes arrive as
 * `social.badges.changed`). A page names the users and titles it was built from, and is served only while
 * none of them changed since it was read: each change ({@link KeptPagesController}) invalidates its user's
 * or title's key, so one friend's write drops every feed they appear in, and a feed read while it happened
 * keeps nothing. How a page is kept, shared and read ahead: {@link AnswerKeeper}.
 */
@Injectable()
export class KeptPages {
  private readonly keeper: AnswerKeeper;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.keeper = new AnswerKeeper(env.KEPT_ANSWERS_MB * 1024 * 1024 * PAGES_SHARE, env.KEPT_ANSWERS_TTL_MS);
  }

  /** Where the broadcasts come from: nothing is kept before it is given. */
  follow(feed: BroadcastFeed): void {
    this.keeper.follow(feed);
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
    this.keeper.forget(userIds.map(userKey));
  }

  /** The catalogue stored these titles anew. */
  forgetTitles(animeIds: readonly number[]): void {
    this.keeper.forget(animeIds.map(titleKey));
  }

  private serve(key: string, read: () => Promise<PageRead>): Promise<Buffer> {
    return this.keeper.serve(key, async () => {
      const { bytes, userIds, animeIds, keep } = await read();
      return { bytes, sources: [...userIds.map(userKey), ...animeIds.map(titleKey)], keep };
    });
  }
}

/**
 * One key space for the pages (`activity:`, `friends:`, `notifications:`) and what they were built from:
 * prefixes keep them apart.
 */
const userKey = (userId: string) => `user:${userId}`;
const titleKey = (animeId: number) => `anime:${animeId}`;
