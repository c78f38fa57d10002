import { Inject, Injectable } from '@nestjs/common';
import { type NotificationKind, SOCIAL_EVENTS, type SocialProfile } from '@tracker/contracts';
import type { EntityManager } from 'typeorm';

import { SocialEvents } from '../common/social-events.js';
import { Profiles } from '../peers/profiles.js';
import type { NotificationData } from './notification.entity.js';
import { NOTIFICATION_COLUMNS, type NotificationRow, toNotification } from './notification-rows.js';

/** A notification to make; `dedupeKey` names the event it tells of, so the same event makes it once. */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  dedupeKey: string;
  animeId?: number;
  episode?: number;
  actorId?: string;
  data?: NotificationData;
}

/**
 * Makes notifications inside the caller's transaction (with the change they tell of, so exactly once), and
 * pushes the ones it made to their users' open pages after the caller committed.
 */
@Injectable()
export class NotificationWriter {
  constructor(
    @Inject(SocialEvents) private readonly events: SocialEvents,
    @Inject(Profiles) private readonly profiles: Profiles,
  ) {}

  /** The notifications made; a draft whose key was made before (another run, another replica) is skipped. */
  async create(db: EntityManager, drafts: NotificationDraft[]): Promise<NotificationRow[]> {
    if (drafts.length === 0) return [];
    const records = drafts.map((draft) => ({
      user_id: draft.userId,
      kind: draft.kind,
      anime_id: draft.animeId ?? null,
      episode: draft.episode ?? null,
      actor_id: draft.actorId ?? null,
      data: draft.data ?? {},
      dedupe_key: draft.dedupeKey,
    }));
    return db.query<NotificationRow[]>(
      `INSERT INTO notifications (user_id, kind, anime_id, episode, actor_id, data, dedupe_key)
       SELECT user_id, kind, anime_id, episode, actor_id, data, dedupe_key
         FROM jsonb_to_recordset($1::jsonb) AS draft(user_id uuid, kind text, anime_id integer,
              episode integer, actor_id uuid, data jsonb, dedupe_key text)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING ${NOTIFICATION_COLUMNS}`,
      [JSON.stringify(records)],
    );
  }

  /** Pushes each to its user; `known` names actors already at hand (else one auth-user call names them). */
  async announce(rows: NotificationRow[], known?: Map<string, SocialProfile>): Promise<void> {
    const actorIds = rows.flatMap((row) => (row.actor_id ? [row.actor_id] : []));
    const missing = actorIds.filter((id) => !known?.has(id));
    const profiles = missing.length > 0 || !known ? await this.profiles.of(actorIds) : known;
    for (const row of rows) {
      await this.events.push(SOCIAL_EVENTS.notificationCreated, [row.user_id], toNotification(row, profiles));
    }
  }
}
