import { Inject, Injectable } from '@nestjs/common';
import {
  type FiledReport,
  REPORT_ATTACHED_MESSAGES,
  type ReportBody,
  REPORTS_PER_HOUR,
} from '@tracker/contracts';
import { badRequest, notFound, rateLimited } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { USER_NOT_FOUND } from '../common/errors.js';
import { pairOf } from '../common/pair.js';
import { RateLimiter } from '../common/rate-limiter.js';
import { type MessageRow, toMessage } from '../conversations/messages.service.js';
import { Profiles } from '../peers/profiles.js';

const FILING = { scope: 'reports', max: REPORTS_PER_HOUR, windowMs: 60 * 60_000 };

/** Reports for the admin inbox to come: stored with what the two last said to each other. */
@Injectable()
export class ReportsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Profiles) private readonly profiles: Profiles,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async file(userId: string, { userId: reportedId, reason, details }: ReportBody): Promise<FiledReport> {
    if (reportedId === userId) throw badRequest('You cannot report yourself.');
    if (!(await this.profiles.of([reportedId])).has(reportedId)) throw notFound(USER_NOT_FOUND);
    if ((await this.limiter.take(FILING, userId)) > 0)
      throw rateLimited(
        `You have filed ${REPORTS_PER_HOUR} reports in the last hour: please wait before filing another.`,
      );
    const [low, high] = pairOf(userId, reportedId);
    const last = await this.dataSource.query<MessageRow[]>(
      `SELECT m.id, m.conversation_id, m.sender_id, m.content, m.created_at
         FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE c.user_low = $1 AND c.user_high = $2
        ORDER BY m.created_at DESC, m.id DESC LIMIT $3`,
      [low, high, REPORT_ATTACHED_MESSAGES],
    );
    const messages = last.reverse().map(toMessage);
    const [row] = await this.dataSource.query<Array<{ id: string; created_at: Date }>>(
      `INSERT INTO reports (reporter_id, reported_id, reason, details, messages)
       VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id, created_at`,
      [userId, reportedId, reason, details || null, JSON.stringify(messages)],
    );
    return { id: row.id, reason, createdAt: row.created_at.toISOString(), attachedMessages: messages.length };
  }
}
