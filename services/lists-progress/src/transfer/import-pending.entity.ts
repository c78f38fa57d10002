import type { MalEntry } from '@tracker/domain';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A title of an import the catalogue did not hold: the file's entry waits here until the catalogue
 * announces the title, then becomes a list entry.
 */
@Entity({ name: 'import_pending' })
@Index('import_pending_anime_idx', ['animeId'])
@Check('import_pending_anime_id_check', 'anime_id > 0')
export class ImportPendingEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'import_pending_pkey' })
  userId!: string;

  @PrimaryColumn({ name: 'anime_id', type: 'integer', primaryKeyConstraintName: 'import_pending_pkey' })
  animeId!: number;

  @Column({ type: 'jsonb' })
  entry!: MalEntry;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
