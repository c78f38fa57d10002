import { Inject, Injectable } from '@nestjs/common';
import { type BlockedUser, SOCIAL_EVENTS } from '@tracker/contracts';
import { badRequest, notFound } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { USER_NOT_FOUND } from '../common/errors.js';
import { withPairLock } from '../common/pair.js';
import { SocialEvents } from '../common/social-events.js';
import { Profiles } from '../peers/profiles.js';
import { FriendshipChanges } from './friendship-changes.js';

/** Blocks: the blocked person can no longer ask to be a friend or message, and each vanishes from the other's search. */
@Injectable()
export class BlocksService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Profiles) private readonly profiles: Profiles,
    @Inject(SocialEvents) private readonly events: SocialEvents,
    @Inject(FriendshipChanges) private readonly friendships: FriendshipChanges,
  ) {}

  async list(userId: string): Promise<BlockedUser[]> {
    const rows: Array<{ blocked_id: string; created_at: Date }> = await this.dataSource.query(
      'SELECT blocked_id, created_at FROM blocks WHERE blocker_id = $1 ORDER BY created_at DESC, blocked_id',
      [userId],
    );
    const profiles = await this.profiles.of(rows.map((row) => row.blocked_id));
    return rows.flatMap((row) => {
      const user = profiles.get(row.blocked_id);
      return user ? [{ user, blockedAt: row.created_at.toISOString() }] : [];
    });
  }

  /** Ends the friendship and every request between the two; blocking again changes nothing. */
  async block(userId: string, blockedId: string): Promise<BlockedUser> {
    if (blockedId === userId) throw badRequest('You cannot block yourself.');
    const user = (await this.profiles.of([blockedId])).get(blockedId);
    if (!user) throw notFound(USER_NOT_FOUND);
    const { blockedAt, unfriended } = await withPairLock(
      this.dataSource.manager,
      userId,
      blockedId,
      async (db) => {
        await db.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          userId,
          blockedId,
        ]);
        const [, unfriended] = await db.query<[unknown, number]>(
          'DELETE FROM friendships WHERE (user_id = $1 AND friend_id = $2) OR (user_id = $2 AND friend_id = $1)',
          [userId, blockedId],
        );
        await db.query(
          'DELETE FROM friend_requests WHERE (sender_id = $1 AND receiver_id = $2) OR (sender_id = $2 AND receiver_id = $1)',
          [userId, blockedId],
        );
        const [row] = await db.query<Array<{ created_at: Date }>>(
          'SELECT created_at FROM blocks WHERE blocker_id = $1 AND blocked_id = $2',
          [userId, blockedId],
        );
        return { blockedAt: row.created_at, unfriended: unfriended > 0 };
      },
    );
    if (unfriended) await this.friendships.changed([userId, blockedId]);
    // Both sidebars drop the other and the requests between them, as after Eliminar.
    await this.events.push(SOCIAL_EVENTS.friendRemoved, [userId, blockedId], { userId, friendId: blockedId });
    return { user, blockedAt: blockedAt.toISOString() };
  }

  async unblock(userId: string, blockedId: string): Promise<{ userId: string }> {
    const [, removed] = await this.dataSource.query<[unknown, number]>(
      'DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2',
      [userId, blockedId],
    );
    if (removed === 0) throw notFound('This user is not blocked.');
    return { userId: blockedId };
  }

  /** Whom the user blocked and who blocked the user. */
  async hidden(userId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1
       UNION SELECT blocker_id FROM blocks WHERE blocked_id = $1`,
      [userId],
    );
    return rows.map((row) => row.id);
  }
}
