import type { ListStatus } from '@tracker/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * One row per user and title: a status (or none, for a favorite-only title) plus the favorite flag. The
 * episodes watched are counted from episode_progress on read, never stored. Constraint and index names
 * are the ones Postgres gave the migrations' DDL, so the schema diff can compare them.
 */
@Entity({ name: 'list_entries' })
@Unique('list_entries_user_id_anime_id_key', ['userId', 'animeId'])
@Index('list_entries_anime_idx', ['animeId'])
/** Descending on updated_at in the migration: TypeORM compares an index's columns, not their order. */
@Index('list_entries_user_updated_idx', ['userId', 'updatedAt'])
@Check('list_entries_anime_id_check', 'anime_id > 0')
@Check(
  'list_entries_status_check',
  "status IN ('watching', 'completed', 'on_hold', 'dropped', 'plan_to_watch')",
)
@Check('list_entries_score_check', 'score BETWEEN 1 AND 10')
@Check('list_entries_times_rewatched_check', 'times_rewatched >= 0')
export class ListEntryEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'list_entries_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'anime_id', type: 'integer' })
  animeId!: number;

  @Column({ type: 'text', nullable: true })
  status!: ListStatus | null;

  @Column({ name: 'is_favorite', type: 'boolean', default: false })
  isFavorite!: boolean;

  @Column({ type: 'smallint', nullable: true })
  score!: number | null;

  @Column({ name: 'times_rewatched', type: 'integer', default: 0 })
  timesRewatched!: number;

  @Column({ name: 'is_private', type: 'boolean', default: false })
  isPrivate!: boolean;

  /** When the title was last set to completed, for the statistics' 'completed this year'. */
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
