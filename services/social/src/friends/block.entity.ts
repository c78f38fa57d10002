import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'blocks' })
@Index('blocks_blocked_idx', ['blockedId'])
@Check('blocks_check', 'blocked_id <> blocker_id')
export class BlockEntity {
  @PrimaryColumn({ name: 'blocker_id', type: 'uuid', primaryKeyConstraintName: 'blocks_pkey' })
  blockerId!: string;

  @PrimaryColumn({ name: 'blocked_id', type: 'uuid', primaryKeyConstraintName: 'blocks_pkey' })
  blockedId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
