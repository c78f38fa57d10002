import type { ActivityKind, ListStatus } from '@tracker/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One thing a user did to their lists (issue 19). A run of consecutive episode marks of one title is one
 * row, its from..to extended as marks arrive. is_private follows the list entry's flag, so others never
 * see activity about an entry its owner keeps private.
 */
@Entity({ name: 'activity_entries' })
/** Descending on at and id in the migration: TypeORM compares an index's columns, not their order. */
@Index('activity_entries_user_at_idx', ['userId', 'at', 'id'])
@Check(
  'activity_entries_kind_check',
  "kind IN ('added', 'status_changed', 'episodes_watched', 'score_set', 'favorite_added')",
)
@Check('activity_entries_anime_id_check', 'anime_id > 0')
@Check(
  'activity_entries_status_check',
  "status IN ('watching', 'completed', 'on_hold', 'dropped', 'plan_to_watch')",
)
@Check('activity_entries_score_check', 'score BETWEEN 1 AND 10')
export class ActivityEntryEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'activity_entries_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  kind!: ActivityKind;

  @Column({ name: 'anime_id', type: 'integer' })
  animeId!: number;

  @Column({ type: 'text', nullable: true })
  status!: ListStatus | null;

  @Column({ type: 'smallint', nullable: true })
  score!: number | null;

  @Column({ name: 'episode_from', type: 'integer', nullable: true })
  episodeFrom!: number | null;

  @Column({ name: 'episode_to', type: 'integer', nullable: true })
  episodeTo!: number | null;

  @Column({ name: 'is_private', type: 'boolean', default: false })
  isPrivate!: boolean;

  /** The latest write the entry records (a run of episodes moves it forward). */
  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  at!: Date;
}
