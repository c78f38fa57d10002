import { randomUUID } from 'node:crypto';

import { ADMIN, ADMIN_CATALOGUE, ADMIN_ONLY, ADMIN_REPORTS } from '@tracker/contracts';
import { adminSystem } from '@tracker/contracts/schemas';

import { type AuthRoutesHarness, type Reply, startAuthRoutes } from './support/auth-harness.js';
import {
  adminCalls,
  admins,
  FakeAdminServicesModule,
  lastAdminCall,
  RUNNING_JOB,
} from './support/fake-admin-services.js';
import { tokenFor } from './support/fake-auth-user.js';

const failure = (error: string) => ({ success: false, data: null, error });

/** The admin panel's reports, catalogue and system routes against stand-in services. */
describe('the admin routes', () => {
  let harness: AuthRoutesHarness;
  const root = randomUUID();

  beforeAll(async () => {
    harness = await startAuthRoutes('gateway-admin', FakeAdminServicesModule, {});
    admins.add(root);
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
  });

  /** As `userId` with a token that says isAdmin (or not). */
  const as = (userId: string, isAdmin = true) => ({
    call: (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<Reply> =>
      harness.request({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${tokenFor(userId, { isAdmin })}` },
      }),
  });
  const admin = as(root);

  describe('GET /api/admin/system', () => {
    it('answers every process with its version, uptime and replicas, and Postgres and Redis', async () => {
      const reply = await admin.call('GET', '/api/admin/system');
      expect(reply).toMatchObject({ status: 200, body: { success: true, error: null } });
      const data = adminSystem.parse(reply.body.data);
      expect(data.gateway).toEqual({
        name: 'gateway',
        version: '0.1.0',
        uptimeSeconds: expect.any(Number),
        replicas: expect.arrayContaining([expect.any(String)]),
      });
      expect(data.services.map(({ name, status, database }) => [name, status, database])).toEqual([
        ['auth-user', 'up', 'up'],
        ['lists-progress', 'up', 'up'],
        ['catalogue', 'up', 'up'],
        ['social', 'up', 'down'],
        ['dashboard', 'down', null],
      ]);
      const [authUser] = data.services;
      expect(authUser).toMatchObject({ version: '0.1.0', latencyMs: expect.any(Number) });
      expect(authUser.uptimeSeconds).toBeGreaterThanOrEqual(60);
      // The stand-in answers in the auth-user group: its heartbeat is auth-user's only replica.
      expect(authUser.replicas).toHaveLength(1);
      expect(data.services[4]).toMatchObject({ uptimeSeconds: null, latencyMs: null, replicas: [] });
      expect(data.postgres).toEqual({ status: 'up', latencyMs: expect.any(Number) });
      expect(data.redis).toEqual({ status: 'up', latencyMs: expect.any(Number) });
      expect(lastAdminCall(ADMIN.access.pattern)).toEqual({ userId: root });
    });

    it('refuses anonymous callers, non-admin tokens, and an admin token whose account is no longer admin', async () => {
      const demoted = randomUUID();
      const before = adminCalls.length;
      expect(await harness.requestAs('GET', '/api/admin/system')).toMatchObject({
        status: 401,
        body: failure('Not authenticated'),
      });
      expect(await as(randomUUID(), false).call('GET', '/api/admin/system')).toMatchObject({
        status: 403,
        body: failure(ADMIN_ONLY),
      });
      expect(adminCalls.length).toBe(before);
      expect(await as(demoted).call('GET', '/api/admin/system')).toMatchObject({
        status: 403,
        body: failure(ADMIN_ONLY),
      });
      expect(lastAdminCall(ADMIN.access.pattern)).toEqual({ userId: demoted });
    });
  });

  describe('the reports inbox', () => {
    it("passes the token's admin and the query on, with open and page 1 unless told", async () => {
      const userId = randomUUID();
      expect(await admin.call('GET', '/api/admin/reports')).toMatchObject({
        status: 200,
        body: { success: true, data: { reports: [], page: 1, pageSize: 20, total: 0 } },
      });
      expect(lastAdminCall(ADMIN_REPORTS.list.pattern)).toEqual({
        actorId: root,
        query: { status: 'open', page: 1 },
      });
      await admin.call('GET', `/api/admin/reports?status=ALL&userId=${userId.toUpperCase()}&page=3`);
      expect(lastAdminCall(ADMIN_REPORTS.list.pattern)).toEqual({
        actorId: root,
        query: { status: 'all', userId, page: 3 },
      });
    });

    it('resolves with a note or without a body, and answers the service refusal as its status', async () => {
      const id = randomUUID();
      const resolved = await admin.call('POST', `/api/admin/reports/${id}/resolve`, { note: ' Banned. ' });
      expect(resolved).toMatchObject({ status: 200, body: { data: { report: { id, status: 'resolved' } } } });
      expect(lastAdminCall(ADMIN_REPORTS.resolve.pattern)).toEqual({
        actorId: root,
        reportId: id,
        note: 'Banned.',
      });
      await admin.call('POST', `/api/admin/reports/${id}/resolve`);
      expect(lastAdminCall(ADMIN_REPORTS.resolve.pattern)).toEqual({ actorId: root, reportId: id });
      expect(await admin.call('POST', `/api/admin/reports/${id}/dismiss`, {})).toMatchObject({
        status: 409,
        body: failure('This report was already handled.'),
      });
    });

    it('refuses bad queries, ids and notes with 400 before the service is asked', async () => {
      const before = adminCalls.length;
      const refusals = await Promise.all([
        admin.call('GET', '/api/admin/reports?status=closed'),
        admin.call('GET', '/api/admin/reports?page=0'),
        admin.call('GET', '/api/admin/reports?userId=me'),
        admin.call('POST', '/api/admin/reports/42/resolve'),
        admin.call('POST', `/api/admin/reports/${randomUUID()}/dismiss`, { note: 'x'.repeat(1001) }),
        admin.call('POST', `/api/admin/reports/${randomUUID()}/dismiss`, { note: 'ok', status: 'open' }),
      ]);
      expect(refusals.map((reply) => [reply.status, reply.body.error])).toEqual([
        [400, "status must be one of open, resolved, dismissed or all, got 'closed'."],
        [400, "page must be a whole number from 1 to 10000, got '0'."],
        [400, 'userId must be the id of a user (a UUID).'],
        [400, 'id must be the id of a report (a UUID).'],
        [400, 'note must be at most 1000 characters.'],
        [400, 'Unknown field: status. Accepted: note.'],
      ]);
      expect(adminCalls.length).toBe(before);
    });
  });

  describe('the catalogue jobs', () => {
    it('answers retry 200 with the job, remove 200, and warm and enrich 202, each naming the admin', async () => {
      expect(await admin.call('POST', '/api/admin/catalogue/jobs/enrich-7/retry')).toMatchObject({
        status: 200,
        body: { data: { job: { id: 'enrich-7' } } },
      });
      expect(await admin.call('DELETE', '/api/admin/catalogue/jobs/repeat:warm-top-1:17')).toMatchObject({
        status: 200,
        body: { success: true, data: null, error: null },
      });
      expect(lastAdminCall(ADMIN_CATALOGUE.remove.pattern)).toEqual({
        actorId: root,
        jobId: 'repeat:warm-top-1:17',
      });
      expect(await admin.call('POST', '/api/admin/catalogue/warm')).toMatchObject({
        status: 202,
        body: { data: { queued: true } },
      });
      expect(await admin.call('POST', '/api/admin/catalogue/enrich/90011')).toMatchObject({
        status: 202,
        body: { data: { queued: true } },
      });
      expect(lastAdminCall(ADMIN_CATALOGUE.enrich.pattern)).toEqual({ actorId: root, animeId: 90011 });
    });

    it("answers the catalogue's refusals as their statuses, and bad ids with 400 before asking it", async () => {
      expect(await admin.call('DELETE', `/api/admin/catalogue/jobs/${RUNNING_JOB}`)).toMatchObject({
        status: 409,
        body: failure('A running job cannot be removed.'),
      });
      expect(await admin.call('POST', '/api/admin/catalogue/enrich/404')).toMatchObject({
        status: 404,
        body: failure('Anime not found'),
      });
      const before = adminCalls.length;
      const refusals = await Promise.all([
        admin.call('POST', '/api/admin/catalogue/enrich/2147483648'),
        admin.call('DELETE', `/api/admin/catalogue/jobs/${'j'.repeat(201)}`),
        admin.call('POST', '/api/admin/catalogue/jobs/a%20b/retry'),
      ]);
      expect(refusals.map((reply) => reply.status)).toEqual([400, 400, 400]);
      expect(adminCalls.length).toBe(before);
    });
  });
});
