import { Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_PAGE_SIZE,
  type AdminReport,
  type AdminReportAction,
  type AdminReportPage,
  type AdminReportsQuery,
  type Message,
  REPORT_ALREADY_HANDLED,
  REPORT_NOT_FOUND,
  type ReportReason,
  type SocialProfile,
} from '@tracker/contracts';
import { AdminAccess } from '@tracker/microservice';
import { conflict, notFound } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { Profiles } from '../peers/profiles.js';
import type { ReportStatus } from './report.entity.js';

/** A reports row by its SQL names. */
interface ReportRow {
  id: string;
  reporter_id: string;
  reported_id: string;
  reason: ReportReason;
  details: string | null;
  messages: Message[];
  status: ReportStatus;
  created_at: Date;
  handled_at: Date | null;
  handled_by: string | null;
  note: string | null;
}

type Handling = Exclude<ReportStatus, 'open'>;

const ACTIONS: Record<Handling, string> = { resolved: 'report.resolve', dismissed: 'report.dismiss' };

/**
 * The admin inbox of reports. Social keeps the reports, so it checks afresh that the actor is an admin
 * (auth-user answers) before it reads or changes one, and records each handling in the audit log.
 */
@Injectable()
export class AdminReportsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Profiles) private readonly profiles: Profiles,
    @Inject(AdminAccess) private readonly access: AdminAccess,
  ) {}

  /** Newest first; 'all' for every state; `userId` keeps the reports against that user. */
  async list(actorId: string, { status, userId, page }: AdminReportsQuery): Promise<AdminReportPage> {
    await this.access.require(actorId);
    const values: unknown[] = [];
    const conditions: string[] = [];
    if (status !== 'all') conditions.push(`status = $${values.push(status)}`);
    if (userId) conditions.push(`reported_id = $${values.push(userId)}`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ReportRow[]>(
        `SELECT * FROM reports ${where} ORDER BY created_at DESC, id DESC
          LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM reports ${where}`,
        values,
      ),
    ]);
    return { reports: await this.withPeople(rows), page, pageSize: ADMIN_PAGE_SIZE, total };
  }

  resolve(actorId: string, action: Omit<AdminReportAction, 'actorId'>): Promise<AdminReport> {
    return this.handle(actorId, action, 'resolved');
  }

  dismiss(actorId: string, action: Omit<AdminReportAction, 'actorId'>): Promise<AdminReport> {
    return this.handle(actorId, action, 'dismissed');
  }

  /**
   * Only an open report changes, in one statement: of two admins handling it at once, one wins and the
   * other is told it was already handled.
   */
  private async handle(
    actorId: string,
    { reportId, note }: Omit<AdminReportAction, 'actorId'>,
    status: Handling,
  ): Promise<AdminReport> {
    await this.access.require(actorId);
    // An UPDATE answers its rows and how many it changed.
    const [[handled]] = await this.dataSource.query<[ReportRow[], number]>(
      `UPDATE reports SET status = $2, handled_at = now(), handled_by = $3, note = $4
        WHERE id = $1 AND status = 'open'
       RETURNING *`,
      [reportId, status, actorId, note || null],
    );
    if (!handled) {
      const [exists] = await this.dataSource.query<unknown[]>('SELECT 1 FROM reports WHERE id = $1', [
        reportId,
      ]);
      throw exists ? conflict(REPORT_ALREADY_HANDLED) : notFound(REPORT_NOT_FOUND);
    }
    const [report] = await this.withPeople([handled]);
    await this.access.record({
      actorId,
      action: ACTIONS[status],
      targetType: 'report',
      targetId: report.id,
      targetLabel: report.reported?.username ?? null,
      details: {
        reason: report.reason,
        reporterId: handled.reporter_id,
        reportedId: handled.reported_id,
        note: report.note,
      },
    });
    return report;
  }

  /**
   * The rows with the people they name, from auth-user in one message, disabled accounts included (an
   * admin disables a reported user from here); null for an account gone.
   */
  private async withPeople(rows: ReportRow[]): Promise<AdminReport[]> {
    const people = await this.profiles.of(
      rows.flatMap((row) => [row.reporter_id, row.reported_id, ...(row.handled_by ? [row.handled_by] : [])]),
      true,
    );
    const person = (id: string | null): SocialProfile | null => (id && people.get(id)) || null;
    return rows.map((row) => ({
      id: row.id,
      reporter: person(row.reporter_id),
      reported: person(row.reported_id),
      reason: row.reason,
      details: row.details,
      messages: row.messages,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      handledAt: row.handled_at?.toISOString() ?? null,
      handledBy: person(row.handled_by),
      note: row.note,
    }));
  }
}
