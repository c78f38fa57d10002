import type { ImageKind } from '@tracker/contracts';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

import { UserEntity } from '../users/user.entity.js';

/** One re-encoded avatar or banner, kept in Postgres behind the MediaStore interface. */
@Entity({ name: 'media' })
@Index('media_owner_kind_idx', ['ownerId', 'kind'])
@Check('media_kind_check', "kind IN ('avatar', 'banner')")
export class MediaEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'media_pkey' })
  id!: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'media_owner_id_fkey', onDelete: 'CASCADE' })
  ownerId!: string;

  @Column({ type: 'text' })
  kind!: ImageKind;

  @Column({ name: 'content_type', type: 'text' })
  contentType!: string;

  @Column({ type: 'bytea' })
  bytes!: Buffer;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
