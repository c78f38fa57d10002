import type { AnimeImages, AnimeSeason, AnimeTitle, ExternalLink, NamedResource } from '@tracker/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One catalogue title in the public-database (Jikan) shape, flattened where we query by the field. */
@Entity({ name: 'anime' })
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
