import type { NotificationKind } from '@tracker/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** What a notification shows besides its ids: the title's name as it was when the notification was made. */
export interface NotificationData {
  title?: string;
}

/** One notification of one user; `dedupeKey` names the event it tells of, so it is made once. */
@Entity({ name: 'notifications' })
@Unique('notifications_dedupe_key_key', ['dedupeKey'])
@Index('notifications_user_idx', ['userId', 'createdAt'])
@Index('notifications_actor_idx', ['actorId'])
@Check(
  'notifications_kind_check',
  "kind IN ('new_episode', 'friend_request', 'friend_accepted', 'watch_next')",
)
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'notifications_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  kind!: NotificationKind;

  @Column({ name: 'anime_id', type: 'integer', nullable: true })
  animeId!: number | null;

  @Column({ type: 'integer', nullable: true })
  episode!: number | null;

  /** Who sent or accepted the friend request. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  data!: NotificationData;

  @Column({ name: 'dedupe_key', type: 'text' })
  dedupeKey!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;
}
