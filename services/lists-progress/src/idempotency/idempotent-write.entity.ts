import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A retried write's first answer, per user and Idempotency-Key, kept 24 h (see IdempotentWrites). */
@Entity({ name: 'idempotent_writes' })
@Index('idempotent_writes_created_idx', ['createdAt'])
export class IdempotentWriteEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'idempotent_writes_pkey' })
  userId!: string;

  @PrimaryColumn({
    name: 'idempotency_key',
    type: 'text',
    primaryKeyConstraintName: 'idempotent_writes_pkey',
  })
  idempotencyKey!: string;

  @Column({ name: 'request_hash', type: 'text' })
  requestHash!: string;

  /** Written in the claim's own transaction, so null only between the claim and the answer. */
  @Column({ type: 'jsonb', nullable: true })
  result!: { value: unknown } | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
