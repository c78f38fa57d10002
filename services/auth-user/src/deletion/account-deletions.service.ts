import { Inject, Injectable } from '@nestjs/common';
import {
  type AccountDeletion,
  ADMIN_USER_NOT_FOUND,
  type AdminUserRequest,
  CANNOT_DELETE_YOURSELF,
  NO_DELETION,
} from '@tracker/contracts';
import { badRequest, notFound, unavailable } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { AccountAccess } from '../admin/account-access.js';
import { AdminAudit } from '../admin/admin-audit.js';
import { AccountDeletionQueue } from './account-deletion-queue.js';
import { AccountDeletionsStore, toAccountDeletion } from './account-deletions.store.js';

/**
 * An admin deletes an account with every row of it in every service: the account's access ends at once,
 * then the deletion runs as a job ({@link AccountDeletionProcessor}) whose progress the admin follows.
 */
@Injectable()
export class AccountDeletionsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AdminAudit) private readonly audit: AdminAudit,
    @Inject(AccountDeletionsStore) private readonly store: AccountDeletionsStore,
    @Inject(AccountDeletionQueue) private readonly queue: AccountDeletionQueue,
    @Inject(AccountAccess) private readonly access: AccountAccess,
  ) {}

  /**
   * Queues the deletion, or answers the one asked before (a failed one is queued again, with the steps it
   * had done). The account is disabled and its sessions end in the transaction that queues it, with its
   * audit entry; the job is added once that committed (and again at every start while it is unfinished).
   */
  async request({ actorId, userId }: AdminUserRequest): Promise<AccountDeletion> {
    await this.audit.require(actorId);
    if (actorId === userId) throw badRequest(CANNOT_DELETE_YOURSELF);
    const { deletion, ended } = await this.dataSource.transaction(async (db) => {
      const [user] = await db.query<Array<{ username: string }>>(
        'SELECT username FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      const before = await this.store.row(userId, db, true);
      if (!user && !before) throw notFound(ADMIN_USER_NOT_FOUND);
      if (before && before.state !== 'failed') return { deletion: before, ended: null };
      const sessions = user ? await this.access.disable(userId, db) : null;
      const queued = await this.store.queue(
        { userId, username: user?.username ?? before!.username, requestedBy: actorId },
        db,
      );
      await this.audit.recordIn(
        {
          actorId,
          action: 'user.delete',
          targetType: 'user',
          targetId: userId,
          targetLabel: queued.username,
          details: before ? { retried: true, stepsDone: before.steps_done } : {},
        },
        db,
      );
      return { deletion: queued, ended: sessions };
    });
    if (ended) await this.access.announceEnded(userId, ended);
    if (deletion.state !== 'done') {
      // Asking again adds it then (and every start adds the unfinished ones): nothing is lost meanwhile.
      await this.queue.add(userId).catch((error: Error) => {
        throw unavailable(`The deletion is recorded but could not be queued (${error.message}): ask again.`);
      });
    }
    return toAccountDeletion(deletion);
  }

  async get({ actorId, userId }: AdminUserRequest): Promise<AccountDeletion> {
    await this.audit.require(actorId);
    const row = await this.store.row(userId);
    if (!row) throw notFound(NO_DELETION);
    return toAccountDeletion(row);
  }
}
