import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per user, title and episode: partly watched until completed. */
@Entity({ name: 'episode_progress' })
@Check('episode_progress_anime_id_check', 'anime_id > 0')
@Check('episode_progress_episode_number_check', 'episode_number > 0')
@Check('episode_progress_progress_check', 'progress BETWEEN 0 AND 100')
export class EpisodeProgressEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'episode_progress_pkey' })
  userId!: string;

  @PrimaryColumn({ name: 'anime_id', type: 'integer', primaryKeyConstraintName: 'episode_progress_pkey' })
  animeId!: number;

  @PrimaryColumn({
    name: 'episode_number',
    type: 'integer',
    primaryKeyConstraintName: 'episode_progress_pkey',
  })
  episodeNumber!: number;

  @Column({ name: 'watched_at', type: 'timestamptz', default: () => 'now()' })
  watchedAt!: Date;

  @Column({ type: 'boolean', default: true })
  completed!: boolean;

  /** Percent of the episode watched. */
  @Column({ type: 'smallint', default: 100 })
  progress!: number;
}
