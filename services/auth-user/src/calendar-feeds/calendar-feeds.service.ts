import { randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { type CalendarFeed, type CalendarFeedOwner, calendarFeedPath } from '@tracker/contracts';
import { notFound } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { NOT_AUTHENTICATED, unauthorized } from '../common/errors.js';

/** What a feed address that opens nothing answers: the owner regenerated it, or it never existed. */
export const UNKNOWN_FEED = 'This calendar feed does not exist. Copy the current address from your profile.';

interface FeedRow {
  token: string;
  created_at: Date;
}

const newToken = () => randomBytes(32).toString('base64url');

const feedOf = ({ token, created_at }: FeedRow): CalendarFeed => ({
  token,
  path: calendarFeedPath(token),
  createdAt: created_at.toISOString(),
});

/** Issue 21: each user's private calendar feed token, made on first use and replaced on demand. */
@Injectable()
export class CalendarFeedsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * The user's feed, made on first use. Calls in parallel make one: the primary key lets one insert
   * through, and the others read that row in a statement that starts after it committed.
   */
  async get(userId: string): Promise<CalendarFeed> {
    const [inserted] = await this.dataSource.query<FeedRow[]>(
      `INSERT INTO calendar_feeds (user_id, token)
       SELECT id, $2 FROM users WHERE id = $1
       ON CONFLICT (user_id) DO NOTHING
       RETURNING token, created_at`,
      [userId, newToken()],
    );
    if (inserted) return feedOf(inserted);
    const [existing] = await this.dataSource.query<FeedRow[]>(
      'SELECT token, created_at FROM calendar_feeds WHERE user_id = $1',
      [userId],
    );
    if (!existing) throw unauthorized(NOT_AUTHENTICATED);
    return feedOf(existing);
  }

  /** A new token in place of the old, which opens nothing from this moment. */
  async regenerate(userId: string): Promise<CalendarFeed> {
    const [row] = await this.dataSource.query<FeedRow[]>(
      `INSERT INTO calendar_feeds (user_id, token)
       SELECT id, $2 FROM users WHERE id = $1
       ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, created_at = now()
       RETURNING token, created_at`,
      [userId, newToken()],
    );
    if (!row) throw unauthorized(NOT_AUTHENTICATED);
    return feedOf(row);
  }

  /** Whose feed a token opens; NOT_FOUND for an unknown token and for a disabled account's. */
  async resolve(token: string): Promise<CalendarFeedOwner> {
    const [row] = await this.dataSource.query<Array<{ user_id: string }>>(
      `SELECT f.user_id FROM calendar_feeds f JOIN users u ON u.id = f.user_id
        WHERE f.token = $1 AND u.disabled_at IS NULL`,
      [token],
    );
    if (!row) throw notFound(UNKNOWN_FEED);
    return { userId: row.user_id };
  }
}
