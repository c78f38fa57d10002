import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_DELETION_STEPS, type AccountDeletion, type AccountDeletionStep } from '@tracker/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import type { AccountDeletionEntity } from './account-deletion.entity.js';

/** An account_deletions row as the queries read it: the entity's columns by their SQL names. */
export interface AccountDeletionRow {
  user_id: AccountDeletionEntity['userId'];
  username: AccountDeletionEntity['username'];
  requested_by: AccountDeletionEntity['requestedBy'];
  requested_at: AccountDeletionEntity['requestedAt'];
  state: AccountDeletionEntity['state'];
  steps_done: AccountDeletionEntity['stepsDone'];
  finished_at: AccountDeletionEntity['finishedAt'];
  error: AccountDeletionEntity['error'];
}

const COLUMNS = 'user_id, username, requested_by, requested_at, state, steps_done, finished_at, error';

/** The deletion as the admin panel shows it. */
export function toAccountDeletion(row: AccountDeletionRow): AccountDeletion {
  return {
    userId: row.user_id,
    username: row.username,
    state: row.state,
    stepsDone: row.steps_done,
    steps: [...ACCOUNT_DELETION_STEPS],
    requestedAt: row.requested_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    error: row.error,
  };
}

/**
 * The account_deletions table ({@link AccountDeletionEntity}): each write one statement, so a step done
 * is recorded once however many replicas ran it.
 */
@Injectable()
export class AccountDeletionsStore {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * The deletions of these accounts, by account id (none for an account never asked to be deleted): what
   * the users admin shows beside each account (AdminUser.deletion).
   */
  async of(
    userIds: readonly string[],
    db: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, AccountDeletion>> {
    if (userIds.length === 0) return new Map();
    const rows = await db.query<AccountDeletionRow[]>(
      `SELECT ${COLUMNS} FROM account_deletions WHERE user_id = ANY ($1::uuid[])`,
      [userIds],
    );
    return new Map(rows.map((row) => [row.user_id, toAccountDeletion(row)]));
  }

  /** One account's deletion; in a transaction, `forUpdate` holds it until the transaction ends. */
  async row(
    userId: string,
    db: EntityManager = this.dataSource.manager,
    forUpdate = false,
  ): Promise<AccountDeletionRow | null> {
    const [row] = await db.query<AccountDeletionRow[]>(
      `SELECT ${COLUMNS} FROM account_deletions WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [userId],
    );
    return row ?? null;
  }

  /**
   * Queues the account's deletion: a new row, or a failed one queued again, keeping the steps it had
   * done. A queued, running or done deletion is answered as it is.
   */
  async queue(
    deletion: { userId: string; username: string; requestedBy: string },
    db: EntityManager = this.dataSource.manager,
  ): Promise<AccountDeletionRow> {
    const [queued] = await db.query<AccountDeletionRow[]>(
      `INSERT INTO account_deletions AS d (user_id, username, requested_by, state)
       VALUES ($1, $2, $3, 'queued')
       ON CONFLICT (user_id) DO UPDATE
          SET state = 'queued', requested_by = EXCLUDED.requested_by, requested_at = now(),
              finished_at = NULL, error = NULL
        WHERE d.state = 'failed'
       RETURNING ${COLUMNS}`,
      [deletion.userId, deletion.username, deletion.requestedBy],
    );
    return queued ?? (await this.row(deletion.userId, db))!;
  }

  /** The job took the deletion up (again, after a crash or a failed attempt); a done one stays done. */
  async markRunning(userId: string): Promise<AccountDeletionRow | null> {
    await this.dataSource.query(
      `UPDATE account_deletions SET state = 'running' WHERE user_id = $1 AND state <> 'done'`,
      [userId],
    );
    return this.row(userId);
  }

  /**
   * Records a step done, once: a replica that ran the same step again (a stalled job taken up while the
   * first still ran) adds nothing.
   */
  async recordStep(
    userId: string,
    step: AccountDeletionStep,
    db: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await db.query(
      `UPDATE account_deletions SET steps_done = array_append(steps_done, $2)
        WHERE user_id = $1 AND NOT ($2 = ANY (steps_done))`,
      [userId, step],
    );
  }

  async markDone(userId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE account_deletions SET state = 'done', finished_at = now(), error = NULL WHERE user_id = $1`,
      [userId],
    );
  }

  /**
   * Why an attempt failed, shown while the job tries again; `final`: no attempt is left and the deletion
   * has failed (asking for it again runs it again).
   */
  async recordFailure(userId: string, error: string, final: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE account_deletions
          SET error = $2,
              state = CASE WHEN $3 THEN 'failed' ELSE state END,
              finished_at = CASE WHEN $3 THEN now() ELSE finished_at END
        WHERE user_id = $1 AND state <> 'done'`,
      [userId, error, final],
    );
  }

  /** The deletions not finished, whose jobs the queue makes sure of at start. */
  async unfinished(): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ user_id: string }>>(
      `SELECT user_id FROM account_deletions WHERE state IN ('queued', 'running')`,
    );
    return rows.map((row) => row.user_id);
  }
}
