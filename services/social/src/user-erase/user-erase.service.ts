import { Inject, Injectable } from '@nestjs/common';
import { SOCIAL_EVENTS, type UserErased } from '@tracker/contracts';
import { DataSource } from 'typeorm';

import { SocialEvents } from '../common/social-events.js';
import { FriendshipChanges } from '../friends/friendship-changes.js';

/**
 * Every row naming a user, table by table, with the columns that name the people it joins ($1 the user):
 * each statement returns those columns, so the other people are known for their pushes. A conversation's
 * messages and reads go before it, counted on their own.
 */
const ERASES: Array<{ table: string; sql: string; keepsRows?: true }> = [
  {
    table: 'friendships',
    sql: 'DELETE FROM friendships WHERE user_id = $1 OR friend_id = $1 RETURNING user_id AS a, friend_id AS b',
  },
  {
    table: 'friend_requests',
    // Only a pending request shows in the other's sidebar.
    sql: `DELETE FROM friend_requests WHERE sender_id = $1 OR receiver_id = $1
          RETURNING CASE WHEN status = 'pending' THEN sender_id END AS a,
                    CASE WHEN status = 'pending' THEN receiver_id END AS b`,
  },
  {
    table: 'blocks',
    sql: 'DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $1 RETURNING NULL AS a, NULL AS b',
  },
  {
    table: 'conversation_reads',
    sql: `DELETE FROM conversation_reads r USING conversations c
           WHERE r.conversation_id = c.id AND (c.user_low = $1 OR c.user_high = $1)
          RETURNING NULL AS a, NULL AS b`,
  },
  {
    table: 'messages',
    sql: `DELETE FROM messages m USING conversations c
           WHERE m.conversation_id = c.id AND (c.user_low = $1 OR c.user_high = $1)
          RETURNING NULL AS a, NULL AS b`,
  },
  {
    table: 'conversations',
    sql: 'DELETE FROM conversations WHERE user_low = $1 OR user_high = $1 RETURNING user_low AS a, user_high AS b',
  },
  {
    table: 'reports',
    sql: 'DELETE FROM reports WHERE reporter_id = $1 OR reported_id = $1 RETURNING NULL AS a, NULL AS b',
  },
  {
    // The user's own, and those naming them as the one who asked or accepted.
    table: 'notifications',
    sql: 'DELETE FROM notifications WHERE user_id = $1 OR actor_id = $1 RETURNING NULL AS a, NULL AS b',
  },
  {
    // Another's report an admin handled stays handled; who handled it is forgotten with the admin.
    table: 'reports',
    sql: 'UPDATE reports SET handled_by = NULL WHERE handled_by = $1 RETURNING NULL AS a, NULL AS b',
    keepsRows: true,
  },
];

/** The tables a user's rows are erased from: every table of the schema. */
export const USER_TABLES = [...new Set(ERASES.map(({ table }) => table))];

/**
 * An account deleted (auth-user's deletion job): its friendships, requests and blocks both ways, its
 * conversations with their messages and reads, the reports it filed or that name it, its notifications
 * and those naming it, and its name on the
 * reports it handled as an admin, in one transaction. Run again it finds nothing.
 */
@Injectable()
export class UserEraseService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SocialEvents) private readonly events: SocialEvents,
    @Inject(FriendshipChanges) private readonly friendships: FriendshipChanges,
  ) {}

  async erase(userId: string): Promise<UserErased> {
    const { removed, others, friends } = await this.dataSource.transaction(async (db) => {
      let count = 0;
      const people = new Set<string>();
      const friends: string[] = [];
      for (const { table, sql, keepsRows } of ERASES) {
        const [rows, deleted] = await db.query<[Array<{ a: string | null; b: string | null }>, number]>(sql, [
          userId,
        ]);
        if (!keepsRows) count += deleted;
        if (table === 'blocks') continue;
        for (const { a, b } of rows) for (const id of [a, b]) if (id && id !== userId) people.add(id);
        if (table === 'friendships') friends.push(...rows.flatMap(({ a }) => (a && a !== userId ? [a] : [])));
      }
      return { removed: count, others: [...people], friends };
    });
    // Both rows of each friendship went: each friend once, and the erased account's own feed.
    if (friends.length > 0) await this.friendships.changed([userId, ...friends]);
    // Each friend, asker and conversation partner's open sidebar drops the account, as when a friendship
    // ends, and reloads its requests and conversations.
    for (const other of others) {
      await this.events.push(SOCIAL_EVENTS.friendRemoved, [other], { userId, friendId: other });
    }
    return { removed };
  }
}
