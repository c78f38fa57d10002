import type { AnimeResourceResponse } from '@tracker/contracts';
import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** A detail sub-resource's page as the public API sent it: the durable copy behind the Redis cache. */
@Entity({ name: 'anime_resources' })
@Check('anime_resources_mal_id_check', 'mal_id > 0')
@Check('anime_resources_page_check', 'page > 0')
export class AnimeResourceEntity {
  @PrimaryColumn({ name: 'mal_id', type: 'integer' })
  malId!: number;

  /** The sub-resource: characters, staff, episodes, relations, … */
  @PrimaryColumn({ type: 'text' })
  kind!: string;

  @PrimaryColumn({ type: 'integer', default: 1 })
  page!: number;

  @Column({ type: 'jsonb' })
  body!: Pick<AnimeResourceResponse, 'data' | 'pagination'>;

  @Column({ name: 'fetched_at', type: 'timestamptz', default: () => 'now()' })
  fetchedAt!: Date;
}
