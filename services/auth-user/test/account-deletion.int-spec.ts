import { randomUUID } from 'node:crypto';

import { Inject, Injectable, Module } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { authUserEnvSchema, type BaseEnv, baseEnvSchema, loadEnv } from '@tracker/config';
import {
  ACCOUNT_DELETION,
  ACCOUNT_DELETION_JOB,
  ACCOUNT_DELETION_STEPS,
  type AccountDeletion,
  AUTH,
  type AuthSession,
  type MessageContract,
  SESSIONS,
  type TokenClaims,
} from '@tracker/contracts';
import { AdminAccess } from '@tracker/microservice';
import { describeService, eventually, type ServiceHarness, startServiceHarness } from '@tracker/testing';
import jwt from 'jsonwebtoken';

import { AdminAudit } from '../src/admin/admin-audit.js';
import { AppModule } from '../src/app.module.js';
import { AccountDeletionQueue } from '../src/deletion/account-deletion-queue.js';
import { AccountDeletionsStore } from '../src/deletion/account-deletions.store.js';
import { accessEnded, erasesOf, failures, FakeErasingPeersModule } from './support/fake-erasing-peers.js';
import { AUTH_USER_TABLES } from './support/tables.js';

const ADMIN_EMAIL = 'vicious@red-dragon.test';
const PASSWORD = 'Bebop1';
/** Retries at once and a dead replica's job taken up within ~2 s: the test waits on real BullMQ timers. */
const appEnv = (env: BaseEnv) =>
  authUserEnvSchema.parse({
    ...env,
    ADMIN_EMAIL,
    SERVICE_TIMEOUT_MS: 1000,
    ACCOUNT_DELETION_BACKOFF_MS: 20,
    ACCOUNT_DELETION_STALLED_MS: 1000,
  });
/** A feature of auth-user's that asks for AdminAccess, as the admin features do. */
@Injectable()
class AccessProbe {
  constructor(@Inject(AdminAccess) readonly access: AdminAccess) {}
}
@Module({ providers: [AccessProbe] })
class AccessProbeModule {}

const refused = (code: string, message: string) => expect.objectContaining({ payload: { code, message } });

describeService(
  'auth-user',
  (env) => AppModule.register(appEnv(env)),
  AUTH_USER_TABLES,
  (subject) => {
    let peers: ServiceHarness;
    let admin: AuthSession;

    beforeAll(async () => {
      peers = await startServiceHarness(
        'lists-progress',
        FakeErasingPeersModule,
        loadEnv(baseEnvSchema, subject().infra.env),
      );
      admin = await signUp('vicious', ADMIN_EMAIL);
    });

    afterAll(async () => {
      await peers?.close();
    });

    afterEach(() => {
      failures['lists-progress'] = failures.social = failures.dashboard = 0;
    });

    const send = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
      subject().harness.send(contract, payload);
    const query = (sql: string, values?: unknown[]) => subject().query(sql, values);
    let serial = 0;
    function signUp(username = `faye_${++serial}`, email = `${username}@bebop.test`): Promise<AuthSession> {
      return send(AUTH.register, {
        username,
        email,
        displayName: username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
    }
    /** An account with an avatar, a banner and a logged-out token: a row in every table of its own. */
    const member = async () => {
      const session = await signUp();
      const userId = session.user.id;
      for (const kind of ['avatar', 'banner'])
        await query(
          `INSERT INTO media (owner_id, kind, content_type, bytes) VALUES ($1, $2, 'image/webp', '\\x00')`,
          [userId, kind],
        );
      const { jti, exp } = jwt.decode(session.token) as TokenClaims;
      await send(SESSIONS.revoke, { userId, jti, exp });
      return session;
    };
    const deleteAccount = (userId: string, actorId = admin.user.id) =>
      send(ACCOUNT_DELETION.request, { actorId, userId });
    const deletionOf = (userId: string) => send(ACCOUNT_DELETION.get, { actorId: admin.user.id, userId });
    const done = (userId: string) =>
      eventually(async () => {
        const deletion = await deletionOf(userId);
        expect(deletion.state).toBe('done');
        return deletion;
      }, 15_000);
    const rowsOf = async (userId: string) => ({
      users: (await query('SELECT 1 FROM users WHERE id = $1', [userId])).rowCount,
      media: (await query('SELECT 1 FROM media WHERE owner_id = $1', [userId])).rowCount,
      revoked_tokens: (await query('SELECT 1 FROM revoked_tokens WHERE user_id = $1', [userId])).rowCount,
    });
    const auditOf = async (userId: string) =>
      (
        await query(
          `SELECT actor_id, action, target_type, target_id, target_label, details
             FROM admin_audit_entries WHERE target_id = $1 ORDER BY at`,
          [userId],
        )
      ).rows;

    describe('asking', () => {
      it('refuses a non-admin, the admin themself, an unknown account and a bad id', async () => {
        const { user } = await member();
        const other = await signUp();
        await expect(deleteAccount(other.user.id, user.id)).rejects.toEqual(
          refused('FORBIDDEN', 'Only administrators can do this.'),
        );
        await expect(deletionOf(user.id)).rejects.toEqual(refused('NOT_FOUND', 'No deletion of this user.'));
        await expect(send(ACCOUNT_DELETION.get, { actorId: user.id, userId: user.id })).rejects.toEqual(
          refused('FORBIDDEN', 'Only administrators can do this.'),
        );
        await expect(deleteAccount(admin.user.id)).rejects.toEqual(
          refused('BAD_REQUEST', 'You cannot delete your own account.'),
        );
        await expect(deleteAccount(randomUUID())).rejects.toEqual(refused('NOT_FOUND', 'User not found'));
        await expect(
          subject().harness.refusal(ACCOUNT_DELETION.request, { actorId: admin.user.id }),
        ).resolves.toEqual({
          code: 'BAD_REQUEST',
          message: 'userId must be the id of a user (a UUID).',
        });
        expect(await rowsOf(user.id)).toEqual({ users: 1, media: 2, revoked_tokens: 1 });
        expect(await auditOf(user.id)).toEqual([]);
      });
    });

    describe('a deletion', () => {
      it("ends the account's access at once, then erases it in every service and its own rows last", async () => {
        const { user, token } = await member();
        const before = Date.now();

        const queued = await deleteAccount(user.id);

        expect(queued).toEqual({
          userId: user.id,
          username: user.username,
          state: 'queued',
          stepsDone: [],
          steps: [...ACCOUNT_DELETION_STEPS],
          requestedAt: expect.any(String),
          finishedAt: null,
          error: null,
        } satisfies AccountDeletion);
        // The gateways heard that every session of it ended, before the job could delete it.
        await eventually(
          () => expect(accessEnded.map((event) => event.userId)).toContain(user.id),
          2_000,
          20,
        );
        const ended = accessEnded.find((event) => event.userId === user.id)!;
        expect(ended.sessions.validAfter).toBeGreaterThanOrEqual(before);
        expect(ended.sessions.validAfter).toBeGreaterThan((jwt.decode(token) as TokenClaims).iatMs!);

        const finished = await done(user.id);
        expect(finished).toMatchObject({ stepsDone: [...ACCOUNT_DELETION_STEPS], error: null });
        expect(Date.parse(finished.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(finished.requestedAt));
        expect(erasesOf(user.id)).toEqual(['lists-progress', 'social', 'dashboard']);
        expect(await rowsOf(user.id)).toEqual({ users: 0, media: 0, revoked_tokens: 0 });
        await expect(send(SESSIONS.state, { userId: user.id })).rejects.toEqual(
          refused('UNAUTHORIZED', 'Not authenticated'),
        );
        expect(await auditOf(user.id)).toEqual([
          {
            actor_id: admin.user.id,
            action: 'user.delete',
            target_type: 'user',
            target_id: user.id,
            target_label: user.username,
            details: {},
          },
        ]);
      });

      it('answers the same deletion when asked again, queueing nothing twice, and after it is done', async () => {
        const { user } = await member();
        failures.social = Infinity;
        const first = await deleteAccount(user.id);
        await eventually(
          async () => expect((await deletionOf(user.id)).stepsDone).toEqual(['lists-progress']),
          5_000,
        );

        const again = await deleteAccount(user.id);
        expect(again).toMatchObject({ state: 'running', requestedAt: first.requestedAt });
        const job = await subject().harness.app.get(AccountDeletionQueue).queue.getJob(user.id);
        expect(job?.name).toBe(ACCOUNT_DELETION_JOB);

        failures.social = 0;
        const finished = await done(user.id);
        expect(await deleteAccount(user.id)).toEqual(finished);
        expect(erasesOf(user.id)).toEqual(['lists-progress', 'social', 'dashboard']);
        expect(await auditOf(user.id)).toHaveLength(1);
      });

      it('tries a failing step again with back-off, shows why meanwhile, and records each step once', async () => {
        const { user } = await member();
        failures.dashboard = 4;
        await deleteAccount(user.id);
        const waiting = await eventually(
          async () => {
            const deletion = await deletionOf(user.id);
            expect(deletion.error).toBe('dashboard: The dashboard service is down for the test.');
            return deletion;
          },
          5_000,
          5,
        );
        expect(waiting).toMatchObject({ state: 'running', stepsDone: ['lists-progress', 'social'] });

        expect(await done(user.id)).toMatchObject({ stepsDone: [...ACCOUNT_DELETION_STEPS], error: null });
        expect(failures.dashboard).toBe(0);
        expect(erasesOf(user.id)).toEqual(['lists-progress', 'social', 'dashboard']);
      });

      it('fails once its attempts are spent, and runs again from where it stopped when asked again', async () => {
        const { user } = await member();
        failures.dashboard = Infinity;
        const queue = subject().harness.app.get(AccountDeletionQueue).queue;
        // The job of a deletion whose attempts run out fast: two instead of twenty.
        await subject()
          .harness.app.get(AccountDeletionsStore)
          .queue({ userId: user.id, username: user.username, requestedBy: admin.user.id });
        await queue.add(ACCOUNT_DELETION_JOB, { userId: user.id }, { jobId: user.id, attempts: 2 });
        const failed = await eventually(async () => {
          const deletion = await deletionOf(user.id);
          expect(deletion.state).toBe('failed');
          return deletion;
        }, 5_000);
        expect(failed).toMatchObject({
          stepsDone: ['lists-progress', 'social'],
          error: 'dashboard: The dashboard service is down for the test.',
          finishedAt: expect.any(String),
        });

        failures.dashboard = 0;
        expect(await deleteAccount(user.id)).toMatchObject({
          state: 'queued',
          stepsDone: ['lists-progress', 'social'],
          error: null,
          finishedAt: null,
        });
        expect(await done(user.id)).toMatchObject({ stepsDone: [...ACCOUNT_DELETION_STEPS] });
        expect(erasesOf(user.id)).toEqual(['lists-progress', 'social', 'dashboard']);
        expect((await auditOf(user.id)).map((entry) => entry.details)).toEqual([
          { retried: true, stepsDone: ['lists-progress', 'social'] },
        ]);
      });
    });

    describe('resuming', () => {
      it('runs only the steps a deletion interrupted after two of them has left', async () => {
        const { user } = await member();
        await query(
          `INSERT INTO account_deletions (user_id, username, requested_by, state, steps_done)
           VALUES ($1, $2, $3, 'running', '{lists-progress,social}')`,
          [user.id, user.username, admin.user.id],
        );
        await subject().harness.app.get(AccountDeletionQueue).add(user.id);

        expect(await done(user.id)).toMatchObject({ stepsDone: [...ACCOUNT_DELETION_STEPS] });
        expect(erasesOf(user.id)).toEqual(['dashboard']);
        expect(await rowsOf(user.id)).toEqual({ users: 0, media: 0, revoked_tokens: 0 });
      });

      it('queues at start what a replica committed but died before queueing', async () => {
        const { user } = await member();
        await query(
          `INSERT INTO account_deletions (user_id, username, requested_by, state) VALUES ($1, $2, $3, 'queued')`,
          [user.id, user.username, admin.user.id],
        );
        expect(await subject().harness.app.get(AccountDeletionQueue).queue.getJob(user.id)).toBeUndefined();
        const env = loadEnv(baseEnvSchema, subject().infra.env);
        const restarted = await startServiceHarness('auth-user', AppModule.register(appEnv(env)), env);
        try {
          expect(await done(user.id)).toMatchObject({ stepsDone: [...ACCOUNT_DELETION_STEPS] });
          expect(erasesOf(user.id)).toEqual(['lists-progress', 'social', 'dashboard']);
        } finally {
          await restarted.close();
        }
      });
    });

    describe('what the users admin reads', () => {
      it("answers each account's deletion by id, none for an account never asked to be deleted", async () => {
        const [{ user: kept }, { user: gone }] = [await member(), await member()];
        await deleteAccount(gone.id);
        const finished = await done(gone.id);
        const deletions = await subject().harness.app.get(AccountDeletionsStore).of([kept.id, gone.id]);
        expect([...deletions]).toEqual([[gone.id, finished]]);
      });

      it("checks who is an admin with auth-user's own table wherever a feature asks, not over the transport", async () => {
        const env = loadEnv(baseEnvSchema, subject().infra.env);
        const probed = await startServiceHarness(
          'auth-user',
          { module: class Probed {}, imports: [AppModule.register(appEnv(env)), AccessProbeModule] },
          env,
        );
        try {
          expect(probed.app.get(AccessProbe).access).toBe(probed.app.get(AdminAudit));
          // One binding in the whole service, so no order of modules can pick the one asking over the transport.
          const bindings = [...probed.app.get(ModulesContainer).values()].filter((module) =>
            module.providers.has(AdminAccess),
          );
          expect(bindings.map((module) => module.metatype.name)).toEqual(['AdminModule']);
        } finally {
          await probed.close();
        }
      });
    });
  },
);
