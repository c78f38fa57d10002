import { Inject, Injectable, Logger } from '@nestjs/common';
import { ADMIN_ONLY, ADMIN_PAGE_SIZE, type AuditPage, type AuditRecord } from '@tracker/contracts';
import { AdminAccess } from '@tracker/microservice';
import { forbidden } from '@tracker/redis';
import { DataSource, type EntityManager } from 'typeorm';

interface AuditRow {
  id: string;
  actor_id: string;
  actor_username: string | null;
  action: string;
  target_type: AuditRecord['targetType'];
  target_id: string | null;
  target_label: string | null;
  details: Record<string, unknown>;
  at: Date;
  total: string;
}

/**
 * auth-user owns who is an admin, so it answers the question from its own row and keeps the audit log.
 * Its own admin actions record in their transaction ({@link AdminAudit.recordIn}).
 */
@Injectable()
export class AdminAudit extends AdminAccess {
  private readonly logger = new Logger(AdminAudit.name);

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    super();
  }

  /** An enabled admin now; false for an unknown or disabled account. */
  async isAdmin(userId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [row] = await manager.query<Array<{ is_admin: boolean }>>(
      'SELECT is_admin FROM users WHERE id = $1 AND disabled_at IS NULL',
      [userId],
    );
    return row?.is_admin === true;
  }

  async require(actorId: string, manager?: EntityManager): Promise<void> {
    if (!(await this.isAdmin(actorId, manager))) throw forbidden(ADMIN_ONLY);
  }

  async record(entry: AuditRecord): Promise<void> {
    await this.recordIn(entry).catch((error: Error) =>
      this.logger.error(`Audit entry lost (${entry.action} by ${entry.actorId}): ${error.message}`),
    );
  }

  /** Throws when it cannot; in the caller's transaction, the action and its entry commit together. */
  async recordIn(entry: AuditRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO admin_audit_entries (actor_id, action, target_type, target_id, target_label, details)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [
        entry.actorId,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.targetLabel,
        JSON.stringify(entry.details),
      ],
    );
  }

  /** Newest first, with the actor's username while their account exists. */
  async page(actorId: string, page: number): Promise<AuditPage> {
    await this.require(actorId);
    const rows = await this.dataSource.query<AuditRow[]>(
      `SELECT a.id, a.actor_id, u.username AS actor_username, a.action, a.target_type, a.target_id,
              a.target_label, a.details, a.at, count(*) OVER () AS total
         FROM admin_audit_entries a LEFT JOIN users u ON u.id = a.actor_id
        ORDER BY a.at DESC, a.id DESC
        LIMIT $1 OFFSET $2`,
      [ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
    );
    const total = rows.length
      ? Number(rows[0].total)
      : Number(
          (
            await this.dataSource.query<Array<{ n: string }>>('SELECT count(*) AS n FROM admin_audit_entries')
          )[0].n,
        );
    return {
      entries: rows.map((row) => ({
        id: row.id,
        actor: row.actor_username === null ? null : { id: row.actor_id, username: row.actor_username },
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        targetLabel: row.target_label,
        details: row.details,
        at: row.at.toISOString(),
      })),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      total,
    };
  }
}
