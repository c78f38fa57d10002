import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

import { UserEntity } from '../users/user.entity.js';

/** A token logged out before it expires, refused until then by its id (jti). */
@Entity({ name: 'revoked_tokens' })
@Index('revoked_tokens_user_idx', ['userId', 'expiresAt'])
@Index('revoked_tokens_expiry_idx', ['expiresAt'])
export class RevokedTokenEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'revoked_tokens_pkey' })
  jti!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'revoked_tokens_user_id_fkey', onDelete: 'CASCADE' })
  userId!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
