import { Inject, Injectable } from '@nestjs/common';
import type { SessionState, TokenRevocation } from '@tracker/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { NOT_AUTHENTICATED, unauthorized } from '../common/errors.js';

/**
 * The durable record of ended sessions, which the gateway caches in Redis: a user's sessions_valid_after
 * ('log out everywhere', a password change) and the revoked token ids until those tokens expire.
 * Every write answers the whole state, so the gateway caches a write and a read alike.
 */
@Injectable()
export class SessionsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** UNAUTHORIZED when the account is gone: its tokens name no one any more. */
  async state(userId: string, manager: EntityManager = this.dataSource.manager): Promise<SessionState> {
    const [row] = await manager.query<Array<{ validAfter: Date | null; revoked: string[] }>>(
      `SELECT u.sessions_valid_after AS "validAfter",
              coalesce(array_agg(r.jti::text) FILTER (WHERE r.jti IS NOT NULL), '{}') AS revoked
         FROM users u
         LEFT JOIN revoked_tokens r ON r.user_id = u.id AND r.expires_at > now()
        WHERE u.id = $1
        GROUP BY u.id`,
      [userId],
    );
    if (!row) throw unauthorized(NOT_AUTHENTICATED);
    return { validAfter: row.validAfter?.getTime() ?? 0, revoked: row.revoked };
  }

  /**
   * Keeps the token's id until the token would have expired; again for the same token changes nothing.
   * Expired ids are pruned on the way: logouts are rare enough to carry that small delete.
   */
  async revoke({ userId, jti, exp }: TokenRevocation): Promise<SessionState> {
    await this.dataSource.query(
      `WITH pruned AS (DELETE FROM revoked_tokens WHERE expires_at <= now())
       INSERT INTO revoked_tokens (jti, user_id, expires_at)
       SELECT $1, id, to_timestamp($3) FROM users WHERE id = $2 AND to_timestamp($3) > now()
       ON CONFLICT (jti) DO NOTHING`,
      [jti, userId, exp],
    );
    return this.state(userId);
  }

  /**
   * Ends every session issued before `atMs` (now by default). validAfter only grows: a clock behind
   * another replica's never reopens sessions that were ended.
   */
  async endAll(
    userId: string,
    atMs = Date.now(),
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SessionState> {
    await manager.query(
      `UPDATE users
          SET sessions_valid_after = greatest(coalesce(sessions_valid_after, '-infinity'), $2)
        WHERE id = $1`,
      [userId, new Date(atMs)],
    );
    return this.state(userId, manager);
  }
}
