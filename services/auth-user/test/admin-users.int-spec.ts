import { randomUUID } from 'node:crypto';

import { Controller, Module } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { authUserEnvSchema, baseEnvSchema, loadEnv } from '@tracker/config';
import {
  type AccessEnded,
  ACCOUNT_DISABLED,
  ADMIN,
  ADMIN_ONLY,
  ADMIN_USER_NOT_FOUND,
  ADMIN_USERS,
  type AdminUser,
  type AdminUserRequest,
  AUTH,
  type AuthSession,
  LAST_ADMIN_DEMOTE,
  LAST_ADMIN_DISABLE,
  type MessageContract,
  SELF_DEMOTE,
  SELF_DISABLE,
  SESSIONS,
  type TokenClaims,
  USERS,
  USERS_VISIBILITY,
} from '@tracker/contracts';
import { describeService, eventually, type ServiceHarness, startServiceHarness } from '@tracker/testing';
import jwt from 'jsonwebtoken';
import pg from 'pg';

import { AppModule } from '../src/app.module.js';
import { ACCOUNT_PASSWORD as PASSWORD, accountRegistrar } from './support/accounts.js';
import { AUTH_USER_TABLES } from './support/tables.js';

const ADMIN_EMAIL = 'root@red-dragon.test';
const refusal = (code: string, message: string) => expect.objectContaining({ payload: { code, message } });
const claimsOf = (token: string) => jwt.decode(token) as TokenClaims;

/** What the gateway replicas would hear: every `ADMIN.accessEnded` broadcast, with a wait for the next. */
const heard: AccessEnded[] = [];
let onHeard: (() => void) | undefined;
const nextHeard = () => new Promise<void>((resolve) => (onHeard = resolve));

@Controller()
class AccessEndedListener {
  @EventPattern<string>(ADMIN.accessEnded.pattern)
  ended(@Payload() payload: AccessEnded) {
    heard.push(payload);
    onHeard?.();
  }
}

@Module({ controllers: [AccessEndedListener] })
class ListenerModule {}

/** The admin panel's Users against the real service, database and transport. */
describeService(
  'auth-user',
  (env) => AppModule.register(authUserEnvSchema.parse({ ...env, ADMIN_EMAIL, JWT_TTL_SECONDS: 3600 })),
  AUTH_USER_TABLES,
  (subject) => {
    const send = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
      subject().harness.send(contract, payload);
    let listener: ServiceHarness;
    let root: AuthSession;
    const signUp = accountRegistrar(subject);
    const as = (actorId: string) => ({
      list: (q = '', page = 1) => send(ADMIN_USERS.list, { actorId, query: { q, page } }),
      get: (userId: string) => send(ADMIN_USERS.get, { actorId, userId }),
      promote: (userId: string) => send(ADMIN_USERS.promote, { actorId, userId }),
      demote: (userId: string) => send(ADMIN_USERS.demote, { actorId, userId }),
      disable: (userId: string) => send(ADMIN_USERS.disable, { actorId, userId }),
      enable: (userId: string) => send(ADMIN_USERS.enable, { actorId, userId }),
    });
    /** A fresh admin, promoted by root. */
    const newAdmin = async (name = 'admin') => {
      const session = await signUp(name);
      await as(root.user.id).promote(session.user.id);
      return session;
    };
    const auditOf = async (targetId: string) =>
      (
        await subject().query(
          'SELECT actor_id, action, target_type, target_id, target_label, details FROM admin_audit_entries WHERE target_id = $1 ORDER BY at, id',
          [targetId],
        )
      ).rows;
    const login = (email: string, password = PASSWORD) => send(AUTH.login, { email, password });

    beforeAll(async () => {
      listener = await startServiceHarness(
        'dashboard',
        ListenerModule,
        loadEnv(baseEnvSchema, subject().infra.env),
      );
      root = await send(AUTH.register, {
        username: 'Vicious',
        email: ADMIN_EMAIL,
        displayName: 'Vicious',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(root.user.isAdmin).toBe(true);
    });

    afterAll(async () => {
      await listener?.close();
    });

    describe('list', () => {
      it('finds a part of the username, display name or email in any case, newest first', async () => {
        const jet = await signUp('jetblack', { displayName: 'Jet Black' });
        const faye = await signUp('faye', { displayName: 'Faye Valentine', email: 'queen@poker.test' });
        const ed = await signUp('ed', { displayName: 'Radical Edward' });
        const found = async (q: string) => (await as(root.user.id).list(q)).users.map((user) => user.id);
        expect(await found('JETBLACK')).toEqual([jet.user.id]);
        expect(await found('valent')).toEqual([faye.user.id]);
        expect(await found('POKER.TEST')).toEqual([faye.user.id]);
        expect(await found('a')).toEqual(expect.arrayContaining([ed.user.id, faye.user.id, jet.user.id]));
        const everyone = await found('');
        expect(everyone.indexOf(ed.user.id)).toBeLessThan(everyone.indexOf(faye.user.id));
        expect(everyone.indexOf(faye.user.id)).toBeLessThan(everyone.indexOf(jet.user.id));
      });

      it("matches LIKE's wildcards as themselves", async () => {
        const percent = await signUp('percent', { displayName: '100% Julia' });
        const underscored = await signUp('wild_card', {}, true);
        await signUp('wildxcard', {}, true);
        const found = async (q: string) => (await as(root.user.id).list(q)).users.map((user) => user.id);
        expect(await found('100%')).toEqual([percent.user.id]);
        expect(await found('%')).toEqual([percent.user.id]);
        // Read as a wildcard, the _ would match the x of 'wildxcard' too.
        expect(await found('d_c')).toEqual([underscored.user.id]);
        expect(await found('card\\')).toEqual([]);
      });

      it('pages by 20 and counts every match', async () => {
        const made: string[] = [];
        for (let n = 0; n < 23; n += 1) made.push((await signUp('pager', { displayName: 'Pager' })).user.id);
        const first = await as(root.user.id).list('pager');
        const second = await as(root.user.id).list('pager', 2);
        expect(first).toMatchObject({ page: 1, pageSize: 20, total: 23 });
        expect(second).toMatchObject({ page: 2, pageSize: 20, total: 23 });
        expect([...first.users, ...second.users].map((user) => user.id)).toEqual(made.reverse());
        expect((await as(root.user.id).list('pager', 3)).users).toEqual([]);
        expect((await as(root.user.id).list('no such person anywhere')).total).toBe(0);
      });

      it('shows each account as the admin panel needs it', async () => {
        const { user } = await signUp('andy');
        const [shown] = (await as(root.user.id).list(user.username)).users;
        expect(shown).toEqual({
          id: user.id,
          username: user.username,
          displayName: user.displayName,
          email: user.email,
          avatar: null,
          isAdmin: false,
          disabled: false,
          createdAt: user.createdAt,
          lastSignInAt: expect.any(String),
          deletion: null,
        } satisfies AdminUser);
      });
    });

    describe('get', () => {
      it('answers one account, its last sign-in moving with each sign-in', async () => {
        const { user } = await signUp('punch');
        const before = (await as(root.user.id).get(user.id)).lastSignInAt!;
        await login(user.email);
        const after = await as(root.user.id).get(user.id);
        expect(after).toMatchObject({ id: user.id, username: user.username, disabled: false });
        expect(Date.parse(after.lastSignInAt!)).toBeGreaterThan(Date.parse(before));
      });

      it("answers 'User not found' for an unknown account, and refuses an id that is not a UUID", async () => {
        await expect(as(root.user.id).get(randomUUID())).rejects.toEqual(
          refusal('NOT_FOUND', ADMIN_USER_NOT_FOUND),
        );
        await expect(as(root.user.id).get('Vicious')).rejects.toEqual(
          refusal('BAD_REQUEST', 'userId must be the id of a user (a UUID).'),
        );
      });
    });

    describe('promote and demote', () => {
      it('makes an admin once, audits it once, and the account says so at once', async () => {
        const { user } = await signUp('julia');
        expect((await send(AUTH.account, { userId: user.id })).isAdmin).toBe(false);
        expect(await as(root.user.id).promote(user.id)).toMatchObject({ id: user.id, isAdmin: true });
        expect(await as(root.user.id).promote(user.id)).toMatchObject({ id: user.id, isAdmin: true });
        expect((await send(AUTH.account, { userId: user.id })).isAdmin).toBe(true);
        expect(await send(ADMIN.access, { userId: user.id })).toEqual({ isAdmin: true });

        expect(await as(root.user.id).demote(user.id)).toMatchObject({ id: user.id, isAdmin: false });
        expect(await as(root.user.id).demote(user.id)).toMatchObject({ id: user.id, isAdmin: false });
        expect((await send(AUTH.account, { userId: user.id })).isAdmin).toBe(false);
        expect(await auditOf(user.id)).toEqual(
          ['user.promote', 'user.demote'].map((action) => ({
            actor_id: root.user.id,
            action,
            target_type: 'user',
            target_id: user.id,
            target_label: user.username,
            details: {},
          })),
        );
      });

      it('refuses to demote oneself, writing nothing', async () => {
        const admin = await newAdmin();
        await expect(as(admin.user.id).demote(admin.user.id)).rejects.toEqual(
          refusal('BAD_REQUEST', SELF_DEMOTE),
        );
        expect((await as(root.user.id).get(admin.user.id)).isAdmin).toBe(true);
        expect(await auditOf(admin.user.id)).toHaveLength(1);
      });

      it('answers 404 for an unknown account', async () => {
        for (const act of ['promote', 'demote', 'disable', 'enable'] as const)
          await expect(as(root.user.id)[act](randomUUID())).rejects.toEqual(
            refusal('NOT_FOUND', ADMIN_USER_NOT_FOUND),
          );
      });
    });

    describe('disable and enable', () => {
      it("ends every session, refuses sign-in after the password, and hides the account's public traces", async () => {
        const { token, user } = await signUp('gren', { displayName: 'Gren' });
        const viewer = await signUp('viewer');
        expect(await send(AUTH.account, { userId: user.id })).toMatchObject({ id: user.id });
        const broadcast = nextHeard();

        const before = Date.now();
        const { user: disabled, sessions } = await as(root.user.id).disable(user.id);
        expect(disabled).toMatchObject({ id: user.id, disabled: true });
        expect(sessions.validAfter).toBeGreaterThanOrEqual(before);
        expect(claimsOf(token).iatMs).toBeLessThan(sessions.validAfter);
        expect(await send(SESSIONS.state, { userId: user.id })).toEqual(sessions);
        await broadcast;
        expect(heard.at(-1)).toEqual({ userId: user.id, sessions });

        await expect(login(user.email)).rejects.toEqual(refusal('FORBIDDEN', ACCOUNT_DISABLED));
        // A wrong password learns nothing of the account.
        await expect(login(user.email, 'Wrong123')).rejects.toEqual(
          refusal('UNAUTHORIZED', 'Invalid email or password. Please try again.'),
        );
        // The account this replica kept in memory went with the disabling.
        await expect(send(AUTH.account, { userId: user.id })).rejects.toEqual(
          refusal('UNAUTHORIZED', 'Not authenticated'),
        );
        await expect(
          send(USERS.byUsername, { username: user.username, viewerId: viewer.user.id }),
        ).rejects.toEqual(refusal('NOT_FOUND', 'User not found.'));
        expect(await send(USERS.search, { q: 'gren', viewerId: viewer.user.id, excludeIds: [] })).toEqual(
          expect.not.arrayContaining([expect.objectContaining({ id: user.id })]),
        );
        expect(await send(USERS.cards, { ids: [user.id, viewer.user.id] })).toEqual([
          expect.objectContaining({ id: viewer.user.id }),
        ]);
        expect(await send(USERS_VISIBILITY.visibleByIds, { ids: [user.id] })).toEqual([]);
        // The admin still sees it, in the panel and in the report inbox's cards.
        expect(await send(USERS.cards, { ids: [user.id], includeDisabled: true })).toEqual([
          expect.objectContaining({ id: user.id }),
        ]);
        expect((await as(root.user.id).list(user.username)).users).toEqual([
          expect.objectContaining({ id: user.id, disabled: true }),
        ]);
      });

      it('changes nothing when asked again, and enabling lets the account in with its old tokens still ended', async () => {
        const { token, user } = await signUp('laughing');
        const first = await as(root.user.id).disable(user.id);
        const again = await as(root.user.id).disable(user.id);
        expect(again).toEqual(first);

        expect(await as(root.user.id).enable(user.id)).toMatchObject({ id: user.id, disabled: false });
        expect(await as(root.user.id).enable(user.id)).toMatchObject({ id: user.id, disabled: false });
        const state = await send(SESSIONS.state, { userId: user.id });
        expect(state.validAfter).toBe(first.sessions.validAfter);
        expect(claimsOf(token).iatMs).toBeLessThan(state.validAfter);
        const signedIn = await login(user.email);
        expect(claimsOf(signedIn.token).iatMs).toBeGreaterThanOrEqual(state.validAfter);
        expect(await send(AUTH.account, { userId: user.id })).toMatchObject({ id: user.id });
        expect(
          await send(USERS.byUsername, { username: user.username, viewerId: root.user.id }),
        ).toMatchObject({ id: user.id });
        expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual([
          'user.disable',
          'user.enable',
        ]);
      });

      it('refuses to disable oneself, writing nothing', async () => {
        await expect(as(root.user.id).disable(root.user.id)).rejects.toEqual(
          refusal('BAD_REQUEST', SELF_DISABLE),
        );
        expect((await as(root.user.id).get(root.user.id)).disabled).toBe(false);
        expect(await auditOf(root.user.id)).toEqual([]);
      });
    });

    describe('the last admin', () => {
      /** Holds every admin row locked from outside the service until released. */
      const lockAdmins = async () => {
        const holder = new pg.Client({
          connectionString: subject().infra.databaseUrl,
          options: '-c search_path=auth_user',
        });
        await holder.connect();
        await holder.query('BEGIN');
        await holder.query('SELECT id FROM users WHERE is_admin FOR UPDATE');
        return {
          /** Resolves once `count` other transactions wait for the rows. */
          waitedOnBy: (count: number) =>
            eventually(async () => {
              const { rows } = await subject().query(
                "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
              );
              expect(rows[0].n).toBe(count);
            }, 10_000),
          release: async () => {
            await holder.query('ROLLBACK');
            await holder.end();
          },
        };
      };

      it.each([
        ['demote', LAST_ADMIN_DEMOTE],
        ['disable', LAST_ADMIN_DISABLE],
      ] as const)(
        'lets exactly one of two admins %s the other at once, and the second is refused as the last',
        async (act, message) => {
          const x = await newAdmin('x');
          const y = await newAdmin('y');
          // Only x and y are admins now.
          await subject().query('UPDATE users SET is_admin = false WHERE id <> ALL($1)', [
            [x.user.id, y.user.id],
          ]);
          try {
            const locks = await lockAdmins();
            const both = Promise.allSettled([as(x.user.id)[act](y.user.id), as(y.user.id)[act](x.user.id)]);
            // Both have passed their own admin check and wait for the admins' rows.
            await locks.waitedOnBy(2);
            await locks.release();
            const outcomes = await both;
            expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
            const refused = outcomes.find(
              (outcome) => outcome.status === 'rejected',
            ) as PromiseRejectedResult;
            expect(refused.reason).toEqual(refusal('CONFLICT', message));
            const { rows } = await subject().query(
              'SELECT count(*)::int AS n FROM users WHERE is_admin AND disabled_at IS NULL',
            );
            expect(rows[0].n).toBe(1);
          } finally {
            await subject().query('UPDATE users SET is_admin = true, disabled_at = NULL WHERE id = $1', [
              root.user.id,
            ]);
          }
        },
      );
    });

    describe('who may', () => {
      /** Each message's refusal, or its answer when it was not refused. */
      const answersTo = (actorId: string, userId: string) => {
        const request: AdminUserRequest = { actorId, userId };
        const asked: Record<string, Promise<unknown>> = {
          list: send(ADMIN_USERS.list, { actorId, query: { q: '', page: 1 } }),
          get: send(ADMIN_USERS.get, request),
          promote: send(ADMIN_USERS.promote, request),
          demote: send(ADMIN_USERS.demote, request),
          disable: send(ADMIN_USERS.disable, request),
          enable: send(ADMIN_USERS.enable, request),
        };
        return Promise.all(
          Object.entries(asked).map(([name, answer]) =>
            answer.then(
              (value) => ({ name, value }),
              (error: { payload: unknown }) => ({ name, refusal: error.payload }),
            ),
          ),
        );
      };
      const refusedEverywhere = async (actorId: string, userId: string) => {
        const forbidden = { code: 'FORBIDDEN', message: ADMIN_ONLY };
        expect(await answersTo(actorId, userId)).toEqual(
          ['list', 'get', 'promote', 'demote', 'disable', 'enable'].map((name) => ({
            name,
            refusal: forbidden,
          })),
        );
      };

      it('refuses a user who is not an admin on every message, themself included, changing nothing', async () => {
        const { user } = await signUp('mallory');
        const { user: other } = await signUp('target');
        await refusedEverywhere(user.id, other.id);
        await refusedEverywhere(user.id, user.id);
        expect(await as(root.user.id).get(user.id)).toMatchObject({ isAdmin: false, disabled: false });
        expect(await as(root.user.id).get(other.id)).toMatchObject({ isAdmin: false, disabled: false });
        expect(await auditOf(other.id)).toEqual([]);
      });

      it('refuses an admin since disabled or demoted, whatever their token says', async () => {
        const disabled = await newAdmin('fallen');
        const demoted = await newAdmin('former');
        const { user: target } = await signUp('target');
        await as(root.user.id).disable(disabled.user.id);
        await as(root.user.id).demote(demoted.user.id);
        await refusedEverywhere(disabled.user.id, target.id);
        await refusedEverywhere(demoted.user.id, target.id);
        expect(await send(ADMIN.access, { userId: disabled.user.id })).toEqual({ isAdmin: false });
      });

      it('refuses an unknown actor', async () => {
        await refusedEverywhere(randomUUID(), root.user.id);
      });
    });
  },
);
