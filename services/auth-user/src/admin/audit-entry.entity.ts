import type { AuditTargetType } from '@tracker/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One admin action as it was done; the actor and target are kept by id, whatever becomes of them. */
@Entity({ name: 'admin_audit_entries' })
@Index('admin_audit_entries_at_idx', ['at', 'id'])
export class AuditEntryEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'admin_audit_entries_pkey' })
  id!: string;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Column({ type: 'text' })
  action!: string;

  @Column({ name: 'target_type', type: 'text' })
  targetType!: AuditTargetType;

  @Column({ name: 'target_id', type: 'text', nullable: true })
  targetId!: string | null;

  @Column({ name: 'target_label', type: 'text', nullable: true })
  targetLabel!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: Record<string, unknown>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
