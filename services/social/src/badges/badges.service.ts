import { Inject, Injectable } from '@nestjs/common';
import type { SocialBadges } from '@tracker/contracts';
import { DataSource } from 'typeorm';

/**
 * The counts in one round trip, each from an index: the bell's unread notifications by
 * `notifications_user_idx` (user_id, created_at); pending requests by `friend_requests_receiver_idx`
 * (receiver_id, status); the user's conversations by their unique key and `conversations_user_high_idx`,
 * their unread messages by `messages_conversation_idx` (conversation_id, created_at) past the user's read
 * mark, counted as the conversations list counts each one's unreadCount.
 */
const BADGES_QUERY = `
  SELECT
    (SELECT count(*)::int FROM friend_requests
      WHERE receiver_id = $1 AND status = 'pending') AS pending_requests,
    (SELECT count(*)::int FROM conversations c
       LEFT JOIN conversation_reads mine ON mine.conversation_id = c.id AND mine.user_id = $1
       JOIN messages m ON m.conversation_id = c.id AND m.sender_id <> $1
        AND m.created_at > coalesce(mine.last_read_at, '-infinity')
      WHERE c.user_low = $1 OR c.user_high = $1) AS unread_messages,
    (SELECT count(*)::int FROM notifications
      WHERE user_id = $1 AND read_at IS NULL) AS unread_notifications`;

/** The friends sidebar's badge counts, without the names and messages its lists carry. */
@Injectable()
export class BadgesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<SocialBadges> {
    const [row] = await this.dataSource.query<
      Array<{ pending_requests: number; unread_messages: number; unread_notifications: number }>
    >(BADGES_QUERY, [userId]);
    return {
      pendingRequests: row.pending_requests,
      unreadMessages: row.unread_messages,
      unreadNotifications: row.unread_notifications,
    };
  }
}
