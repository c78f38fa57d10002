import type { ApiTokenScope } from '@tracker/contracts';
import { Check, Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique } from 'typeorm';

import { UserEntity } from '../users/user.entity.js';

/** A personal API token: its sha256 and first characters, never the token itself. */
@Entity({ name: 'api_tokens' })
@Unique('api_tokens_user_name_key', ['userId', 'name'])
@Unique('api_tokens_token_hash_key', ['tokenHash'])
@Check('api_tokens_name_check', 'char_length(name) BETWEEN 1 AND 50')
@Check('api_tokens_scope_check', "scope IN ('read', 'write')")
export class ApiTokenEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'api_tokens_pkey' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'api_tokens_user_id_fkey', onDelete: 'CASCADE' })
  userId!: string;

  /** Trimmed, 1–50 characters, one of a kind among the user's tokens. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  scope!: ApiTokenScope;

  /** sha256 of the token, lower-case hex. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  /** The token's first characters, to tell it by in the list. */
  @Column({ type: 'text' })
  prefix!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** Moved at most once a minute, when the gateway asks auth-user about the token. */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}
