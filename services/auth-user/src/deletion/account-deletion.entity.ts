import type { AccountDeletion, AccountDeletionStep } from '@tracker/contracts';
import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

export type AccountDeletionState = AccountDeletion['state'];

/** One account's deletion and the steps it has done; kept after the account is gone (no foreign key). */
@Entity({ name: 'account_deletions' })
@Check('account_deletions_state_check', "state IN ('queued', 'running', 'done', 'failed')")
export class AccountDeletionEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'account_deletions_pkey' })
  userId!: string;

  /** As it was when the deletion was asked for: the account's row will be gone. */
  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'requested_by', type: 'uuid' })
  requestedBy!: string;

  @Column({ name: 'requested_at', type: 'timestamptz', default: () => 'now()' })
  requestedAt!: Date;

  @Column({ type: 'text' })
  state!: AccountDeletionState;

  /** In the order they were done, each once. */
  @Column({ name: 'steps_done', type: 'text', array: true, default: () => "'{}'" })
  stepsDone!: AccountDeletionStep[];

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  /** Why the last attempt failed (while it is retried too); null once done. */
  @Column({ type: 'text', nullable: true })
  error!: string | null;
}
