import type { AnimeImages, AnimeSeason, AnimeTitle, ExternalLink, NamedResource } from '@tracker/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * One catalogue title in the public-database (Jikan) shape, flattened where we query by the field. The
 * indexes TypeORM cannot express (partial, ordered, gin with operator classes) are named here and built
 * by the migrations; `synchronize: false` keeps the schema diff off them.
 */
@Entity({ name: 'anime' })
@Index('anime_season_year_idx', ['year', 'season', 'malId'])
@Index('anime_season_type_idx', ['season', 'type'])
@Index('anime_status_idx', ['status'])
@Index('anime_incomplete_idx', { synchronize: false })
@Index('anime_top_idx', { synchronize: false })
@Index('anime_search_text_trgm_idx', { synchronize: false })
@Index('anime_genres_idx', { synchronize: false })
@Index('anime_studios_idx', { synchronize: false })
@Index('anime_themes_idx', { synchronize: false })
@Index('anime_demographics_idx', { synchronize: false })
@Check('anime_mal_id_check', 'mal_id > 0')
@Check('anime_episodes_check', 'episodes >= 0')
@Check('anime_season_check', "season IN ('winter', 'spring', 'summer', 'fall')")
@Check('anime_broadcast_time_check', "broadcast_time ~ '^[0-2][0-9]:[0-5][0-9]$'")
export class AnimeEntity {
  @PrimaryColumn({ name: 'mal_id', type: 'integer' })
  malId!: number;

  @Column({ type: 'text' })
  title!: string;

  @Column({ name: 'title_english', type: 'text', nullable: true })
  titleEnglish!: string | null;

  @Column({ name: 'title_japanese', type: 'text', nullable: true })
  titleJapanese!: string | null;

  @Column({ name: 'title_synonyms', type: 'text', array: true, default: () => "'{}'" })
  titleSynonyms!: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  titles!: AnimeTitle[];

  @Column({ type: 'text', nullable: true })
  type!: string | null;

  @Column({ type: 'text', nullable: true })
  source!: string | null;

  @Column({ type: 'integer', nullable: true })
  episodes!: number | null;

  @Column({ type: 'text', nullable: true })
  status!: string | null;

  @Column({ type: 'boolean', default: false })
  airing!: boolean;

  @Column({ name: 'aired_from', type: 'timestamptz', nullable: true })
  airedFrom!: Date | null;

  @Column({ name: 'aired_to', type: 'timestamptz', nullable: true })
  airedTo!: Date | null;

  @Column({ type: 'text', nullable: true })
  duration!: string | null;

  @Column({ type: 'text', nullable: true })
  rating!: string | null;

  @Column({ type: 'real', nullable: true })
  score!: number | null;

  @Column({ name: 'scored_by', type: 'integer', nullable: true })
  scoredBy!: number | null;

  @Column({ type: 'integer', nullable: true })
  rank!: number | null;

  @Column({ type: 'integer', nullable: true })
  popularity!: number | null;

  @Column({ type: 'integer', nullable: true })
  members!: number | null;

  @Column({ type: 'integer', nullable: true })
  favorites!: number | null;

  @Column({ type: 'text', nullable: true })
  synopsis!: string | null;

  @Column({ type: 'text', nullable: true })
  background!: string | null;

  @Column({ type: 'text', nullable: true })
  season!: AnimeSeason | null;

  @Column({ type: 'integer', nullable: true })
  year!: number | null;

  /** e.g. 'Mondays'. */
  @Column({ name: 'broadcast_day', type: 'text', nullable: true })
  broadcastDay!: string | null;

  /** HH:MM in JST. */
  @Column({ name: 'broadcast_time', type: 'text', nullable: true })
  broadcastTime!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  images!: AnimeImages | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  producers!: NamedResource[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  studios!: NamedResource[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  genres!: NamedResource[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  themes!: NamedResource[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  demographics!: NamedResource[];

  @Column({ name: 'external_links', type: 'jsonb', default: () => "'[]'" })
  externalLinks!: ExternalLink[];

  /** Spec §5: complete only with images, at least one genre and a synopsis; incomplete rows get enriched. */
  @Column({ type: 'boolean', default: false })
  complete!: boolean;

  /** Where the row's data came from: 'bangumi-data' (seed) or 'jikan'. */
  @Column({ type: 'text' })
  origin!: string;

  /** Hash of the seed record last applied, so re-seeding skips unchanged rows. */
  @Column({ name: 'seed_hash', type: 'text', nullable: true })
  seedHash!: string | null;

  /** When the row was last refreshed from the public API; null for seed-only rows. */
  @Column({ name: 'fetched_at', type: 'timestamptz', nullable: true })
  fetchedAt!: Date | null;

  /** Every title of the row as `|title one|title two|`, normalised for search (see AddSearchIndexes). */
  @Column({
    name: 'search_text',
    type: 'text',
    generatedType: 'STORED',
    asExpression: 'anime_search_text(title, title_english, title_japanese, title_synonyms)',
    insert: false,
    update: false,
  })
  searchText!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
