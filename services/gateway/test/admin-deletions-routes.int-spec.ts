import { randomUUID } from 'node:crypto';

import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ACCOUNT_DELETION,
  ACCOUNT_DELETION_STEPS,
  type AccountDeletion,
  type AdminUserRequest,
} from '@tracker/contracts';
import { badRequest, notFound } from '@tracker/redis';

import { type AuthRoutesHarness, startAuthRoutes } from './support/auth-harness.js';
import { tokenFor } from './support/fake-auth-user.js';

/** What the stand-in auth-user was asked, and the ids it refuses. */
const asked: Array<{ pattern: string; payload: AdminUserRequest }> = [];
const UNKNOWN = randomUUID();

const deletionOf = (userId: string): AccountDeletion => ({
  userId,
  username: `user-${userId.slice(0, 4)}`,
  state: 'queued',
  stepsDone: [],
  steps: [...ACCOUNT_DELETION_STEPS],
  requestedAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
  error: null,
});

@Controller()
class FakeDeletions {
  @MessagePattern(ACCOUNT_DELETION.request.pattern)
  request(@Payload() payload: AdminUserRequest) {
    asked.push({ pattern: ACCOUNT_DELETION.request.pattern, payload });
    if (payload.userId === payload.actorId) throw badRequest('You cannot delete your own account.');
    if (payload.userId === UNKNOWN) throw notFound('User not found');
    return deletionOf(payload.userId);
  }

  @MessagePattern(ACCOUNT_DELETION.get.pattern)
  get(@Payload() payload: AdminUserRequest) {
    asked.push({ pattern: ACCOUNT_DELETION.get.pattern, payload });
    if (payload.userId === UNKNOWN) throw notFound('No deletion of this user.');
    return { ...deletionOf(payload.userId), state: 'running', stepsDone: ['lists-progress'] };
  }
}

@Module({ controllers: [FakeDeletions] })
class FakeDeletionsModule {}

const failure = (error: string) => ({ success: false, data: null, error });
const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** The admin's account deletion routes against a stand-in auth-user. */
describe('the admin deletion routes', () => {
  let harness: AuthRoutesHarness;
  const adminId = randomUUID();
  const admin = () => tokenFor(adminId, { isAdmin: true });
  const call = (method: 'GET' | 'DELETE', url: string, token?: string, other = false) =>
    (other ? harness.requestOther : harness.request)({ method, url, headers: bearer(token) });

  beforeAll(async () => {
    harness = await startAuthRoutes('gateway-admin-deletions', FakeDeletionsModule, {});
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
  });

  it('queues the deletion for the admin, 202 with it, and asks for the admin as the actor', async () => {
    const userId = randomUUID();
    expect(await call('DELETE', `/api/admin/users/${userId}`, admin())).toMatchObject({
      status: 202,
      body: { success: true, data: { deletion: deletionOf(userId) }, error: null },
    });
    expect(asked.at(-1)).toEqual({
      pattern: ACCOUNT_DELETION.request.pattern,
      payload: { actorId: adminId, userId },
    });
    expect(await call('GET', `/api/admin/deletions/${userId}`, admin())).toMatchObject({
      status: 200,
      body: { data: { deletion: { userId, state: 'running', stepsDone: ['lists-progress'] } } },
    });
  });

  it("refuses the deleted account's tokens on every replica as soon as the deletion is answered", async () => {
    const userId = randomUUID();
    const theirs = tokenFor(userId);
    expect((await call('GET', `/api/admin/deletions/${userId}`, theirs)).status).toBe(403);
    expect((await call('DELETE', `/api/admin/users/${userId}`, admin())).status).toBe(202);
    for (const other of [false, true]) {
      expect(await call('GET', `/api/admin/deletions/${userId}`, theirs, other)).toMatchObject({
        status: 401,
        body: failure('Not authenticated'),
      });
    }
    expect((await call('GET', `/api/admin/deletions/${userId}`, admin())).status).toBe(200);
  });

  it("answers auth-user's refusals with their statuses and messages", async () => {
    expect(await call('DELETE', `/api/admin/users/${adminId}`, admin())).toMatchObject({
      status: 400,
      body: failure('You cannot delete your own account.'),
    });
    expect(await call('DELETE', `/api/admin/users/${UNKNOWN}`, admin())).toMatchObject({
      status: 404,
      body: failure('User not found'),
    });
    expect(await call('GET', `/api/admin/deletions/${UNKNOWN}`, admin())).toMatchObject({
      status: 404,
      body: failure('No deletion of this user.'),
    });
  });

  it('refuses anonymous callers, non-admins and bad ids before auth-user is asked', async () => {
    const before = asked.length;
    const userId = randomUUID();
    for (const [method, url] of [
      ['DELETE', `/api/admin/users/${userId}`],
      ['GET', `/api/admin/deletions/${userId}`],
    ] as const) {
      expect(await call(method, url)).toMatchObject({ status: 401, body: failure('Not authenticated') });
      expect(await call(method, url, tokenFor(randomUUID()))).toMatchObject({
        status: 403,
        body: failure('Only administrators can do this.'),
      });
    }
    expect(await call('DELETE', '/api/admin/users/spike', admin())).toMatchObject({
      status: 400,
      body: failure('userId must be the id of a user (a UUID).'),
    });
    expect(await call('GET', '/api/admin/deletions/42', admin())).toMatchObject({
      status: 400,
      body: failure('userId must be the id of a user (a UUID).'),
    });
    expect(asked.length).toBe(before);
  });
});
