import { Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_USER_NOT_FOUND,
  type AdminUser,
  type AdminUserDisabled,
  type AdminUserPage,
  type AdminUsersQuery,
  type AuditRecord,
  LAST_ADMIN_DEMOTE,
  LAST_ADMIN_DISABLE,
  SELF_DEMOTE,
  SELF_DISABLE,
  type SessionState,
} from '@tracker/contracts';
import { badRequest, conflict, notFound } from '@tracker/redis';
import { DataSource, type EntityManager, type Repository } from 'typeorm';

import { AccountChanges } from '../accounts/account-changes.js';
import { AccountDeletionsStore } from '../deletion/account-deletions.store.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { UserEntity } from '../users/user.entity.js';
import { toAdminUser } from '../users/user.mapper.js';
import { AccountAccess } from './account-access.js';
import { AdminAudit } from './admin-audit.js';

type UserAction = 'user.promote' | 'user.demote' | 'user.disable' | 'user.enable';

/** What an action did: the account as it is now, and whether anything changed (a repeat changes nothing). */
interface Acted {
  user: UserEntity;
  changed: boolean;
}

/**
 * The admin panel's Users (issue 20): find accounts, make or unmake admins, disable and enable them.
 * Every call first checks that the actor is an enabled admin now; each action runs in one transaction
 * with its audit entry, and changes nothing when asked again. No admin can demote or disable themself,
 * and the last enabled admin can be neither demoted nor disabled: both lock every enabled admin's row
 * first, so two admins acting on each other at once cannot both pass the count.
 */
@Injectable()
export class AdminUsersService {
  private readonly users: Repository<UserEntity>;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AdminAudit) private readonly audit: AdminAudit,
    @Inject(AccountAccess) private readonly access: AccountAccess,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(AccountChanges) private readonly changes: AccountChanges,
    @Inject(AccountDeletionsStore) private readonly deletions: AccountDeletionsStore,
  ) {
    this.users = dataSource.getRepository(UserEntity);
  }

  /** Newest first; `q` (trimmed by its schema) is a substring of the username, display name or email. */
  async list(actorId: string, { q, page }: AdminUsersQuery): Promise<AdminUserPage> {
    await this.audit.require(actorId);
    const query = this.users
      .createQueryBuilder('account')
      .orderBy('account.createdAt', 'DESC')
      .addOrderBy('account.id', 'DESC')
      .offset((page - 1) * ADMIN_PAGE_SIZE)
      .limit(ADMIN_PAGE_SIZE);
    if (q !== '') {
      // LIKE's wildcards and its escape character are matched as themselves.
      const contains = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.where(
        '(lower(account.username) LIKE :contains OR lower(account.display_name) LIKE :contains OR account.email LIKE :contains)',
        { contains },
      );
    }
    const [users, total] = await query.getManyAndCount();
    return { users: await this.withDeletions(users), page, pageSize: ADMIN_PAGE_SIZE, total };
  }

  async get(actorId: string, userId: string): Promise<AdminUser> {
    await this.audit.require(actorId);
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw notFound(ADMIN_USER_NOT_FOUND);
    return this.answer(user);
  }

  async promote(actorId: string, userId: string): Promise<AdminUser> {
    const { user, changed } = await this.act(actorId, userId, 'user.promote', async (target, manager) => {
      if (target.isAdmin) return false;
      await manager.query('UPDATE users SET is_admin = true, updated_at = now() WHERE id = $1', [userId]);
      target.isAdmin = true;
      return true;
    });
    if (changed) await this.changes.announce(userId);
    return this.answer(user);
  }

  async demote(actorId: string, userId: string): Promise<AdminUser> {
    const { user, changed } = await this.act(
      actorId,
      userId,
      'user.demote',
      async (target, manager, admins) => {
        if (!target.isAdmin) return false;
        if (isLastAdmin(target, admins)) throw conflict(LAST_ADMIN_DEMOTE);
        await manager.query('UPDATE users SET is_admin = false, updated_at = now() WHERE id = $1', [userId]);
        target.isAdmin = false;
        return true;
      },
      SELF_DEMOTE,
    );
    if (changed) await this.changes.announce(userId);
    return this.answer(user);
  }

  /** Ends every session of the account and refuses its sign-in; the gateway learns it from the answer. */
  async disable(actorId: string, userId: string): Promise<AdminUserDisabled> {
    let sessions: SessionState = { validAfter: 0, revoked: [] };
    const { user, changed } = await this.act(
      actorId,
      userId,
      'user.disable',
      async (target, manager, admins) => {
        if (target.disabledAt) {
          sessions = await this.sessions.state(userId, manager);
          return false;
        }
        if (isLastAdmin(target, admins)) throw conflict(LAST_ADMIN_DISABLE);
        sessions = await this.access.disable(userId, manager);
        target.disabledAt = new Date();
        return true;
      },
      SELF_DISABLE,
    );
    if (changed) await this.access.announceEnded(userId, sessions);
    return { user: await this.answer(user), sessions };
  }

  async enable(actorId: string, userId: string): Promise<AdminUser> {
    const { user, changed } = await this.act(actorId, userId, 'user.enable', async (target, manager) => {
      if (!target.disabledAt) return false;
      await this.access.enable(userId, manager);
      target.disabledAt = null;
      return true;
    });
    if (changed) await this.changes.announce(userId);
    return this.answer(user);
  }

  /**
   * One action in one transaction: the actor's check, then (for an action on oneself refused with
   * `refusedOnSelf`) the enabled admins' rows locked, then the target's; `change` answers whether it
   * changed anything, and only then is the audit entry written, in the same transaction.
   */
  private act(
    actorId: string,
    userId: string,
    action: UserAction,
    change: (target: UserEntity, manager: EntityManager, enabledAdmins: string[]) => Promise<boolean>,
    refusedOnSelf?: string,
  ): Promise<Acted> {
    return this.dataSource.transaction(async (manager) => {
      await this.audit.require(actorId, manager);
      let admins: string[] = [];
      if (refusedOnSelf) {
        if (actorId === userId) throw badRequest(refusedOnSelf);
        admins = await lockEnabledAdmins(manager);
      }
      const target = await manager
        .getRepository(UserEntity)
        .findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!target) throw notFound(ADMIN_USER_NOT_FOUND);
      const changed = await change(target, manager, admins);
      if (changed) await this.audit.recordIn(auditEntry(actorId, action, target), manager);
      return { user: target, changed };
    });
  }

  private async answer(user: UserEntity): Promise<AdminUser> {
    return (await this.withDeletions([user]))[0];
  }

  /** Each account with its deletion, while one is queued or running (or failed) before the row goes. */
  private async withDeletions(users: UserEntity[]): Promise<AdminUser[]> {
    const deletions = await this.deletions.of(users.map((user) => user.id));
    return users.map((user) => toAdminUser(user, deletions.get(user.id) ?? null));
  }
}

/**
 * Every enabled admin's id, their rows locked until the transaction ends (in one order, so two such
 * transactions queue rather than deadlock): a second demotion waits, then counts what the first left.
 */
async function lockEnabledAdmins(manager: EntityManager): Promise<string[]> {
  const rows = await manager.query<Array<{ id: string }>>(
    'SELECT id FROM users WHERE is_admin AND disabled_at IS NULL ORDER BY id FOR UPDATE',
  );
  return rows.map((row) => row.id);
}

/** Whether the target is the one enabled admin left. */
function isLastAdmin(target: UserEntity, enabledAdmins: string[]): boolean {
  return enabledAdmins.length === 1 && enabledAdmins[0] === target.id;
}

function auditEntry(actorId: string, action: UserAction, target: UserEntity): AuditRecord {
  return {
    actorId,
    action,
    targetType: 'user',
    targetId: target.id,
    targetLabel: target.username,
    details: {},
  };
}
