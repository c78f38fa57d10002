import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

import { UserEntity } from '../users/user.entity.js';

/** A user's private calendar feed: whoever holds the token reads their watching and planned titles. */
@Entity({ name: 'calendar_feeds' })
@Index('calendar_feeds_token_key', ['token'], { unique: true })
export class CalendarFeedEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'calendar_feeds_pkey' })
  @ForeignKey(() => UserEntity, { name: 'calendar_feeds_user_id_fkey', onDelete: 'CASCADE' })
  userId!: string;

  /** 32 random bytes, base64url. */
  @Column({ type: 'text' })
  token!: string;

  /** When this token was made: the first use, or the last regeneration. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
