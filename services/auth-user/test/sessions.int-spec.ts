import { randomUUID } from 'node:crypto';

import { authUserEnvSchema } from '@tracker/config';
import {
  AUTH,
  type MessageContract,
  type PasswordChange,
  SESSIONS,
  type TokenClaims,
} from '@tracker/contracts';
import { describeService } from '@tracker/testing';
import jwt from 'jsonwebtoken';

import { AppModule } from '../src/app.module.js';
import { ACCOUNT_PASSWORD as PASSWORD, accountRegistrar } from './support/accounts.js';
import { AUTH_USER_TABLES } from './support/tables.js';

const NEW_PASSWORD = 'Swordfish2';
const refusal = (code: string, message: string) => expect.objectContaining({ payload: { code, message } });
const claimsOf = (token: string) => jwt.decode(token) as TokenClaims;

/** Revocation, 'log out everywhere' and password change: what ends sessions, kept in Postgres. */
describeService(
  'auth-user',
  (env) => AppModule.register(authUserEnvSchema.parse({ ...env, JWT_TTL_SECONDS: 3600 })),
  AUTH_USER_TABLES,
  (subject) => {
    const send = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
      subject().harness.send(contract, payload);
    const register = accountRegistrar(subject);
    const signUp = () => register('faye');
    const revocationOf = (token: string) => {
      const { sub, jti, exp } = claimsOf(token);
      return { userId: sub, jti, exp };
    };
    const userRow = async (id: string) =>
      (await subject().query('SELECT password_hash, sessions_valid_after FROM users WHERE id = $1', [id]))
        .rows[0];

    describe('tokens', () => {
      it('carry their issue time in ms, within the second iat names', async () => {
        const before = Date.now();
        const { token } = await signUp();
        const { iat, iatMs } = claimsOf(token);
        expect(iatMs).toBeGreaterThanOrEqual(before);
        expect(iatMs).toBeLessThanOrEqual(Date.now());
        expect(Math.floor(iatMs! / 1000)).toBe(iat);
      });
    });

    describe('state', () => {
      it('answers no cut-off and no revoked tokens for a fresh account', async () => {
        const { user } = await signUp();
        expect(await send(SESSIONS.state, { userId: user.id })).toEqual({ validAfter: 0, revoked: [] });
      });

      it('refuses an account that does not exist, so its tokens name no one', async () => {
        await expect(send(SESSIONS.state, { userId: randomUUID() })).rejects.toEqual(
          refusal('UNAUTHORIZED', 'Not authenticated'),
        );
      });
    });

    describe('revoke', () => {
      it('keeps the token id until the token would have expired, and revoking it again changes nothing', async () => {
        const { token, user } = await signUp();
        const revocation = revocationOf(token);
        expect(await send(SESSIONS.revoke, revocation)).toEqual({ validAfter: 0, revoked: [revocation.jti] });
        expect(await send(SESSIONS.revoke, revocation)).toEqual({ validAfter: 0, revoked: [revocation.jti] });
        const { rows } = await subject().query(
          'SELECT user_id, extract(epoch FROM expires_at)::bigint AS exp FROM revoked_tokens WHERE jti = $1',
          [revocation.jti],
        );
        expect(rows).toEqual([{ user_id: user.id, exp: String(revocation.exp) }]);
        expect(await send(SESSIONS.state, { userId: user.id })).toEqual({
          validAfter: 0,
          revoked: [revocation.jti],
        });
      });

      it('keeps nothing for a token that has already expired, and prunes the expired ids of everyone', async () => {
        const { user } = await signUp();
        const { user: other } = await signUp();
        const stale = randomUUID();
        await subject().query(
          "INSERT INTO revoked_tokens (jti, user_id, expires_at) VALUES ($1, $2, now() - interval '1 second')",
          [stale, other.id],
        );
        const expired = { userId: user.id, jti: randomUUID(), exp: Math.floor(Date.now() / 1000) - 5 };
        expect(await send(SESSIONS.revoke, expired)).toEqual({ validAfter: 0, revoked: [] });
        const { rows } = await subject().query('SELECT jti FROM revoked_tokens WHERE jti = ANY($1)', [
          [stale, expired.jti],
        ]);
        expect(rows).toEqual([]);
      });

      it('refuses an unknown account and a revocation without a token id, writing nothing', async () => {
        const count = async () =>
          Number((await subject().query('SELECT count(*) FROM revoked_tokens')).rows[0].count);
        const before = await count();
        const exp = Math.floor(Date.now() / 1000) + 60;
        await expect(send(SESSIONS.revoke, { userId: randomUUID(), jti: randomUUID(), exp })).rejects.toEqual(
          refusal('UNAUTHORIZED', 'Not authenticated'),
        );
        const { user } = await signUp();
        await expect(send(SESSIONS.revoke, { userId: user.id, jti: 'not-an-id', exp })).rejects.toEqual(
          refusal('BAD_REQUEST', 'A revocation needs the token id and its expiry.'),
        );
        expect(await count()).toBe(before);
      });
    });

    describe('endAll', () => {
      it('moves validAfter to now, past every token issued so far', async () => {
        const { token, user } = await signUp();
        const before = Date.now();
        const { validAfter } = await send(SESSIONS.endAll, { userId: user.id });
        expect(validAfter).toBeGreaterThanOrEqual(before);
        expect(validAfter).toBeLessThanOrEqual(Date.now());
        expect(claimsOf(token).iatMs).toBeLessThan(validAfter);
        expect((await userRow(user.id)).sessions_valid_after.getTime()).toBe(validAfter);
      });

      it('never moves validAfter back', async () => {
        const { user } = await signUp();
        const ahead = new Date(Date.now() + 60_000);
        await subject().query('UPDATE users SET sessions_valid_after = $2 WHERE id = $1', [user.id, ahead]);
        expect((await send(SESSIONS.endAll, { userId: user.id })).validAfter).toBe(ahead.getTime());
      });
    });

    describe('changePassword', () => {
      const change = (overrides: Partial<PasswordChange> = {}): PasswordChange => ({
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        ...overrides,
      });

      it('sets the new password, ends every session before now, and answers a token issued after that', async () => {
        const { token: old, user } = await signUp();
        const changed = await send(AUTH.changePassword, { userId: user.id, change: change() });
        expect(changed.user).toEqual(user);
        expect(changed.sessions.validAfter).toBeGreaterThan(claimsOf(old).iatMs!);
        expect(claimsOf(changed.token)).toMatchObject({ sub: user.id });
        expect(claimsOf(changed.token).iatMs).toBeGreaterThanOrEqual(changed.sessions.validAfter);
        expect(await send(SESSIONS.state, { userId: user.id })).toEqual(changed.sessions);

        await expect(send(AUTH.login, { email: user.email, password: PASSWORD })).rejects.toEqual(
          refusal('UNAUTHORIZED', 'Invalid email or password. Please try again.'),
        );
        expect((await send(AUTH.login, { email: user.email, password: NEW_PASSWORD })).user.id).toBe(user.id);
      });

      it.each([
        [{ currentPassword: 'Wrong1' }, 'Your current password is incorrect. Please try again.'],
        [{ currentPassword: '' }, 'Please enter your current password.'],
        [{ newPassword: 'Ab1', confirmPassword: 'Ab1' }, 'Password must be at least 6 characters long'],
        [
          { newPassword: 'SWORD1', confirmPassword: 'SWORD1' },
          'Password must contain at least one lowercase letter',
        ],
        [
          { newPassword: 'sword1', confirmPassword: 'sword1' },
          'Password must contain at least one uppercase letter',
        ],
        [
          { newPassword: 'Swordfish', confirmPassword: 'Swordfish' },
          'Password must contain at least one number',
        ],
        [{ confirmPassword: 'Swordfish3' }, 'Passwords do not match'],
        [
          { newPassword: PASSWORD, confirmPassword: PASSWORD },
          'Your new password must be different from your current one.',
        ],
        [{ password: 'x' } as Partial<PasswordChange>, 'Unknown field: password.'],
      ])('refuses %p with %p and changes nothing', async (overrides, message) => {
        const { user } = await signUp();
        const before = await userRow(user.id);
        await expect(
          send(AUTH.changePassword, { userId: user.id, change: change(overrides) }),
        ).rejects.toEqual(refusal('BAD_REQUEST', message));
        expect(await userRow(user.id)).toEqual(before);
        expect(before.sessions_valid_after).toBeNull();
      });

      it('refuses an account that no longer exists', async () => {
        await expect(send(AUTH.changePassword, { userId: randomUUID(), change: change() })).rejects.toEqual(
          refusal('UNAUTHORIZED', 'Not authenticated'),
        );
      });
    });
  },
);
