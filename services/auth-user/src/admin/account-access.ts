import { Inject, Injectable } from '@nestjs/common';
import { ADMIN, type SessionState } from '@tracker/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { AccountChanges } from '../accounts/account-changes.js';
import { SessionsService } from '../sessions/sessions.service.js';

/**
 * What ends an account's access without deleting it: an admin disables it, or its deletion begins. A
 * disabled account cannot sign in, its tokens are refused and it has no public trace; enabling it lets it
 * sign in again, the tokens it had stay ended. The writes join the caller's transaction;
 * {@link AccountAccess.announceEnded} goes once that transaction has committed.
 */
@Injectable()
export class AccountAccess {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AccountChanges) private readonly changes: AccountChanges,
  ) {}

  /**
   * Marks the account disabled (a second time keeps the first moment) and ends every session issued
   * until now, as 'log out everywhere' does; the sessions' state as it stands then. UNAUTHORIZED when the
   * account does not exist.
   */
  async disable(userId: string, manager: EntityManager = this.dataSource.manager): Promise<SessionState> {
    await manager.query(
      'UPDATE users SET disabled_at = coalesce(disabled_at, now()), updated_at = now() WHERE id = $1',
      [userId],
    );
    // Read after the write: a sign-in that got past the disabled check issued its token before this.
    return this.sessions.endAll(userId, Date.now(), manager);
  }

  /** Sign-in works again; the tokens ended by {@link disable} stay ended. */
  async enable(userId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('UPDATE users SET disabled_at = NULL, updated_at = now() WHERE id = $1', [userId]);
  }

  /**
   * Once the disabling committed: every auth-user replica drops its copy of the account, and every gateway
   * replica refuses the ended tokens, closes the user's sockets and drops what it keeps of theirs.
   */
  async announceEnded(userId: string, sessions: SessionState): Promise<void> {
    await this.changes.announce(userId);
    await this.changes.broadcast(ADMIN.accessEnded, { userId, sessions });
  }
}
