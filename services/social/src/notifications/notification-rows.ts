import type { Notification, NotificationKind, SocialProfile } from '@tracker/contracts';

import type { NotificationData } from './notification.entity.js';

/** A notifications row as the queries read it. */
export interface NotificationRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  anime_id: number | null;
  episode: number | null;
  actor_id: string | null;
  data: NotificationData;
  created_at: Date;
  read_at: Date | null;
}

export const NOTIFICATION_COLUMNS =
  'id, user_id, kind, anime_id, episode, actor_id, data, created_at, read_at';

/** The answer for a row; an actor whose account is gone is null. */
export function toNotification(row: NotificationRow, profiles: Map<string, SocialProfile>): Notification {
  return {
    id: row.id,
    kind: row.kind,
    anime: row.anime_id === null ? null : { id: row.anime_id, title: row.data.title ?? `#${row.anime_id}` },
    episode: row.episode,
    actor: (row.actor_id && profiles.get(row.actor_id)) || null,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}
