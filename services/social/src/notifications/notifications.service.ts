import { Inject, Injectable } from '@nestjs/common';
import type {
  NotificationPage,
  NotificationRead,
  NotificationsPageQuery,
  NotificationsReadAll,
  SocialProfile,
} from '@tracker/contracts';
import { badRequest, notFound } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { SocialEvents } from '../common/social-events.js';
import { Profiles } from '../peers/profiles.js';
import { NOTIFICATION_COLUMNS, type NotificationRow, toNotification } from './notification-rows.js';

/** A user's notifications: pages newest first, and their read marks. Another user's is not found. */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Profiles) private readonly profiles: Profiles,
    @Inject(SocialEvents) private readonly events: SocialEvents,
  ) {}

  async list(userId: string, { before, limit }: NotificationsPageQuery): Promise<NotificationPage> {
    if (before) {
      const known: unknown[] = await this.dataSource.query(
        'SELECT 1 FROM notifications WHERE id = $1 AND user_id = $2',
        [before, userId],
      );
      if (known.length === 0)
        throw badRequest('before must be the nextCursor of a page of your notifications.');
    }
    const cursor = before
      ? 'AND (created_at, id) < (SELECT created_at, id FROM notifications WHERE id = $3)'
      : '';
    const rows = await this.dataSource.query<NotificationRow[]>(
      `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = $1 ${cursor}
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      before ? [userId, limit + 1, before] : [userId, limit + 1],
    );
    const page = rows.slice(0, limit);
    const profiles = await this.actorsOf(page);
    return {
      notifications: page.map((row) => toNotification(row, profiles)),
      nextCursor: rows.length > limit ? page[page.length - 1].id : null,
      unread: await this.unread(userId),
    };
  }

  /** Marks one read (once: reading it again keeps its first read time). */
  async read(userId: string, notificationId: string): Promise<NotificationRead> {
    const [[row]] = await this.dataSource.query<[NotificationRow[], number]>(
      `UPDATE notifications SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2
       RETURNING ${NOTIFICATION_COLUMNS}`,
      [notificationId, userId],
    );
    if (!row) throw notFound('Notification not found.');
    await this.events.badgesChanged([userId]);
    return {
      notification: toNotification(row, await this.actorsOf([row])),
      unread: await this.unread(userId),
    };
  }

  async readAll(userId: string): Promise<NotificationsReadAll> {
    const [, marked] = await this.dataSource.query<[unknown, number]>(
      'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL',
      [userId],
    );
    if (marked > 0) await this.events.badgesChanged([userId]);
    return { marked, unread: await this.unread(userId) };
  }

  private async unread(userId: string): Promise<number> {
    const [{ count }] = await this.dataSource.query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND read_at IS NULL',
      [userId],
    );
    return count;
  }

  private async actorsOf(rows: NotificationRow[]): Promise<Map<string, SocialProfile>> {
    const ids = rows.flatMap((row) => (row.actor_id ? [row.actor_id] : []));
    return ids.length > 0 ? this.profiles.of(ids) : new Map();
  }
}
