import type { Message, ReportReason } from '@tracker/contracts';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ReportStatus = 'open' | 'resolved' | 'dismissed';

/** A report of one user by another, with the conversation's last messages as they were, for an admin. */
@Entity({ name: 'reports' })
@Index('reports_status_idx', ['status', 'createdAt'])
@Index('reports_reported_idx', ['reportedId', 'createdAt'])
@Check('reports_check', 'reported_id <> reporter_id')
@Check('reports_reason_check', "reason IN ('spam', 'harassment', 'inappropriate', 'other')")
@Check('reports_details_check', 'char_length(details) <= 1000')
@Check('reports_status_check', "status IN ('open', 'resolved', 'dismissed')")
@Check('reports_note_check', 'char_length(note) <= 1000')
export class ReportEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'reports_pkey' })
  id!: string;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId!: string;

  @Column({ name: 'reported_id', type: 'uuid' })
  reportedId!: string;

  @Column({ type: 'text' })
  reason!: ReportReason;

  @Column({ type: 'text', nullable: true })
  details!: string | null;

  /** The conversation's last messages when the report was filed, oldest first. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  messages!: Message[];

  @Column({ type: 'text', default: 'open' })
  status!: ReportStatus;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** When an admin resolved or dismissed it; null while open. */
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt!: Date | null;

  /** The admin who handled it (an auth-user account id). */
  @Column({ name: 'handled_by', type: 'uuid', nullable: true })
  handledBy!: string | null;

  /** What the admin noted when handling it. */
  @Column({ type: 'text', nullable: true })
  note!: string | null;
}
