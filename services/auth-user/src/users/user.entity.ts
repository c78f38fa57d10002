import type { PreferencesUpdate } from '@tracker/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One account. Preferences hold only what the user has set; the defaults fill the rest when read. */
@Entity({ name: 'users' })
export class UserEntity {
  /** Made by the service (randomUUID): TypeORM's generated uuid columns want the uuid-ossp extension. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** Trimmed and in lower case (a check constraint insists). */
  @Column({ type: 'text' })
  email!: string;

  /** As the user typed it; unique whatever its case. */
  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'display_name', type: 'text' })
  displayName!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl!: string | null;

  @Column({ name: 'banner_url', type: 'text', nullable: true })
  bannerUrl!: string | null;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ name: 'is_public', type: 'boolean', default: true })
  isPublic!: boolean;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  preferences!: PreferencesUpdate;

  /** Tokens issued before this are refused ('log out everywhere', a password change); null: none. */
  @Column({ name: 'sessions_valid_after', type: 'timestamptz', nullable: true })
  sessionsValidAfter!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
