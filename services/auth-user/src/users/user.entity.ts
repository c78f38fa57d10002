import type { PreferencesUpdate } from '@tracker/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * One account. Preferences hold only what the user has set; the defaults fill the rest when read.
 * Constraint and index names are the ones Postgres gave the migration's DDL, so the schema diff can
 * compare them.
 */
@Entity({ name: 'users' })
@Index('users_email_key', ['email'], { unique: true })
/** Unique on lower(username): named here for the reader; TypeORM can neither build nor compare it. */
@Index('users_username_key', { synchronize: false })
@Check('users_email_check', "email = lower(email) AND email LIKE '%_@_%._%'")
@Check('users_username_check', "username ~ '^[A-Za-z0-9_-]{3,30}$'")
@Check('users_display_name_check', 'char_length(display_name) BETWEEN 1 AND 50')
export class UserEntity {
  /** The table defaults it (gen_random_uuid()); registration sets its own (randomUUID). */
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'users_pkey' })
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

  /** An admin disabled the account: no sign-in, no session, no public profile; null: enabled. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
