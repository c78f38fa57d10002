import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ADMIN, ADMIN_CATALOGUE, ADMIN_REPORTS, HEALTH, type ServiceName } from '@tracker/contracts';
import { ServiceError } from '@tracker/redis';

/** Who the stand-in auth-user says is an admin now, and what the stand-in services were sent. */
export const admins = new Set<string>();
export const adminCalls: Array<{ pattern: string; payload: any }> = [];
export const lastAdminCall = (pattern: string) =>
  adminCalls.filter((call) => call.pattern === pattern).at(-1)?.payload;

/** A job id the stand-in catalogue refuses as running. */
export const RUNNING_JOB = 'enrich-1';
export const STARTED_AT = Date.now();

const report = (id: string) => ({
  id,
  reporter: null,
  reported: {
    id: '00000000-0000-4000-8000-000000000001',
    username: 'vicious',
    displayName: 'Vicious',
    avatar: null,
  },
  reason: 'spam',
  details: null,
  messages: [],
  status: 'resolved',
  createdAt: '2026-11-28T00:00:00.000Z',
  handledAt: '2026-11-28T01:00:00.000Z',
  handledBy: null,
  note: null,
});
const job = (id: string) => ({
  id,
  name: 'enrich-anime',
  data: { malId: 1 },
  progress: 0,
  attemptsMade: 0,
  failedReason: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  processedAt: null,
  finishedAt: null,
});
const health = (service: ServiceName) => ({
  service,
  status: 'up',
  database: service === 'social' ? 'down' : 'up',
  uptimeSeconds: Math.round((Date.now() - STARTED_AT) / 1000) + 60,
});

/** Every service answers its health but dashboard, silent as a stopped one; social lost its database. */
@Controller()
class FakeAdminServicesController {
  private called(pattern: string, payload: unknown) {
    adminCalls.push({ pattern, payload });
  }

  @MessagePattern(ADMIN.access.pattern)
  access(@Payload() payload: { userId: string }) {
    this.called(ADMIN.access.pattern, payload);
    return { isAdmin: admins.has(payload.userId) };
  }

  @MessagePattern(HEALTH['auth-user'].pattern)
  authUser() {
    return health('auth-user');
  }

  @MessagePattern(HEALTH['lists-progress'].pattern)
  listsProgress() {
    return health('lists-progress');
  }

  @MessagePattern(HEALTH.catalogue.pattern)
  catalogue() {
    return health('catalogue');
  }

  @MessagePattern(HEALTH.social.pattern)
  social() {
    return health('social');
  }

  @MessagePattern(ADMIN_REPORTS.list.pattern)
  reports(@Payload() payload: { query: { page: number } }) {
    this.called(ADMIN_REPORTS.list.pattern, payload);
    return { reports: [], page: payload.query.page, pageSize: 20, total: 0 };
  }

  @MessagePattern(ADMIN_REPORTS.resolve.pattern)
  resolve(@Payload() payload: { reportId: string }) {
    this.called(ADMIN_REPORTS.resolve.pattern, payload);
    return report(payload.reportId);
  }

  @MessagePattern(ADMIN_REPORTS.dismiss.pattern)
  dismiss(@Payload() payload: unknown) {
    this.called(ADMIN_REPORTS.dismiss.pattern, payload);
    throw new ServiceError('CONFLICT', 'This report was already handled.');
  }

  @MessagePattern(ADMIN_CATALOGUE.retry.pattern)
  retry(@Payload() payload: { jobId: string }) {
    this.called(ADMIN_CATALOGUE.retry.pattern, payload);
    if (payload.jobId === RUNNING_JOB)
      throw new ServiceError('CONFLICT', 'Only a failed job can be retried.');
    return job(payload.jobId);
  }

  @MessagePattern(ADMIN_CATALOGUE.remove.pattern)
  remove(@Payload() payload: { jobId: string }) {
    this.called(ADMIN_CATALOGUE.remove.pattern, payload);
    if (payload.jobId === RUNNING_JOB) throw new ServiceError('CONFLICT', 'A running job cannot be removed.');
    return null;
  }

  @MessagePattern(ADMIN_CATALOGUE.enrich.pattern)
  enrich(@Payload() payload: { animeId: number }) {
    this.called(ADMIN_CATALOGUE.enrich.pattern, payload);
    if (payload.animeId === 404) throw new ServiceError('NOT_FOUND', 'Anime not found');
    return { queued: true };
  }

  @MessagePattern(ADMIN_CATALOGUE.warm.pattern)
  warm(@Payload() payload: unknown) {
    this.called(ADMIN_CATALOGUE.warm.pattern, payload);
    return { queued: true };
  }
}

/**
 * auth-user's admin check and the admin messages of social and the catalogue, with the health patterns of
 * every service but dashboard: the admin routes tested against the contracts, not the services.
 */
@Module({ controllers: [FakeAdminServicesController] })
export class FakeAdminServicesModule {}
