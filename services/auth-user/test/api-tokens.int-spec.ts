import { createHash, randomUUID } from 'node:crypto';

import { Controller, Module } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { authUserEnvSchema, baseEnvSchema, loadEnv } from '@tracker/config';
import {
  API_TOKEN_MESSAGES,
  API_TOKENS,
  API_TOKENS_MAX,
  type ApiTokenRevoked,
  type MessageContract,
} from '@tracker/contracts';
import { describeService, type ServiceHarness, startServiceHarness } from '@tracker/testing';

import { AppModule } from '../src/app.module.js';
import { accountRegistrar } from './support/accounts.js';
import { AUTH_USER_TABLES } from './support/tables.js';

const refusal = (code: string, message: string) => expect.objectContaining({ payload: { code, message } });
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The revocations auth-user broadcast, as a gateway replica hears them. */
const revocations: ApiTokenRevoked[] = [];
@Controller()
class RevocationEar {
  @EventPattern<string>(API_TOKENS.revoked.pattern)
  revoked(@Payload() event: ApiTokenRevoked) {
    revocations.push(event);
  }
}
@Module({ controllers: [RevocationEar] })
class RevocationEarModule {}

/** Personal API tokens: stored hashed, named once per user, at most 20, verified for the gateway. */
describeService(
  'auth-user',
  (env) => AppModule.register(authUserEnvSchema.parse(env)),
  AUTH_USER_TABLES,
  (subject) => {
    let ear: ServiceHarness;
    beforeAll(async () => {
      ear = await startServiceHarness(
        'gateway',
        RevocationEarModule,
        loadEnv(baseEnvSchema, subject().infra.env),
      );
    });
    afterAll(async () => {
      await ear?.close();
    });

    const send = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
      subject().harness.send(contract, payload);
    const query = (sql: string, values?: unknown[]) => subject().query(sql, values);
    const register = accountRegistrar(subject);
    const signUp = () => register('jet');
    const create = (userId: string, name = 'cli', scope: 'read' | 'write' = 'read') =>
      send(API_TOKENS.create, { userId, body: { name, scope } });

    it('answers the token once, keeps only its sha256 and first characters, and lists it without them', async () => {
      const { user } = await signUp();
      const created = await create(user.id, '  my script  ', 'write');
      expect(created).toEqual({
        id: expect.any(String),
        name: 'my script',
        scope: 'write',
        createdAt: expect.any(String),
        token: expect.stringMatching(/^at_[A-Za-z0-9_-]{43}$/),
      });
      const { rows } = await query('SELECT token_hash, prefix FROM api_tokens WHERE id = $1', [created.id]);
      expect(rows).toEqual([{ token_hash: hashOf(created.token), prefix: created.token.slice(0, 10) }]);
      expect(JSON.stringify(await query('SELECT * FROM api_tokens'))).not.toContain(created.token);

      expect(await send(API_TOKENS.list, { userId: user.id })).toEqual({
        items: [
          {
            id: created.id,
            name: 'my script',
            scope: 'write',
            prefix: created.token.slice(0, 10),
            createdAt: created.createdAt,
            lastUsedAt: null,
          },
        ],
      });
    });

    it('lists only your own tokens, newest first', async () => {
      const { user } = await signUp();
      const { user: other } = await signUp();
      await create(other.id, 'theirs');
      const first = await create(user.id, 'first');
      const second = await create(user.id, 'second');
      const { items } = await send(API_TOKENS.list, { userId: user.id });
      expect(items.map((token) => token.id)).toEqual([second.id, first.id]);
    });

    it('refuses a name already used, also when both creates run at once: one token, one 409', async () => {
      const { user } = await signUp();
      const results = await Promise.allSettled([create(user.id, 'twin'), create(user.id, 'twin')]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((result) => result.status === 'rejected')?.reason).toEqual(
        refusal('CONFLICT', API_TOKEN_MESSAGES.nameTaken),
      );
      expect((await send(API_TOKENS.list, { userId: user.id })).items).toHaveLength(1);
      // Another user may use the same name.
      const { user: other } = await signUp();
      await expect(create(other.id, 'twin')).resolves.toMatchObject({ name: 'twin' });
    });

    it(`keeps at most ${API_TOKENS_MAX} tokens a user, however many creates run at once`, async () => {
      const { user } = await signUp();
      const results = await Promise.allSettled(
        Array.from({ length: API_TOKENS_MAX + 3 }, (_, index) => create(user.id, `token ${index}`)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(API_TOKENS_MAX);
      for (const result of results.filter((each) => each.status === 'rejected'))
        expect(result.reason).toEqual(refusal('BAD_REQUEST', API_TOKEN_MESSAGES.tooMany));
      expect((await send(API_TOKENS.list, { userId: user.id })).items).toHaveLength(API_TOKENS_MAX);
    });

    it.each([
      [{ name: '   ', scope: 'read' }, 'Give the token a name, so you can tell it apart later.'],
      [{ name: 'x'.repeat(51), scope: 'read' }, 'name must be at most 50 characters, got 51.'],
      [
        { name: 'cli', scope: 'admin' },
        "scope must be one of read, write: 'read' only reads, 'write' also changes.",
      ],
      [{ name: 'cli', scope: 'read', userId: 'x' }, 'Unknown field: userId. Accepted: name, scope.'],
    ])('refuses %p with %p and stores nothing', async (body, message) => {
      const { user } = await signUp();
      await expect(send(API_TOKENS.create, { userId: user.id, body } as never)).rejects.toEqual(
        refusal('BAD_REQUEST', message),
      );
      expect((await send(API_TOKENS.list, { userId: user.id })).items).toEqual([]);
    });

    it('revokes only your own token: another user’s or an unknown id is 404; every replica is told', async () => {
      const { user } = await signUp();
      const { user: other } = await signUp();
      const created = await create(user.id);
      await expect(send(API_TOKENS.revoke, { userId: other.id, id: created.id })).rejects.toEqual(
        refusal('NOT_FOUND', API_TOKEN_MESSAGES.notFound),
      );
      await expect(send(API_TOKENS.revoke, { userId: user.id, id: randomUUID() })).rejects.toEqual(
        refusal('NOT_FOUND', API_TOKEN_MESSAGES.notFound),
      );
      expect(await send(API_TOKENS.verify, { tokenHash: hashOf(created.token) })).not.toBeNull();

      expect(await send(API_TOKENS.revoke, { userId: user.id, id: created.id })).toEqual({ revoked: true });
      // Broadcast before the answer: Redis delivers it to the ear ahead of anything sent after.
      await send(API_TOKENS.list, { userId: user.id });
      expect(revocations).toContainEqual({
        userId: user.id,
        id: created.id,
        tokenHash: hashOf(created.token),
      });
      expect(await send(API_TOKENS.verify, { tokenHash: hashOf(created.token) })).toBeNull();
      await expect(send(API_TOKENS.revoke, { userId: user.id, id: created.id })).rejects.toEqual(
        refusal('NOT_FOUND', API_TOKEN_MESSAGES.notFound),
      );
    });

    it('verifies by hash: the user, name and scope; null for an unknown hash', async () => {
      const { user } = await signUp();
      const created = await create(user.id, 'reader', 'read');
      expect(await send(API_TOKENS.verify, { tokenHash: hashOf(created.token) })).toEqual({
        id: created.id,
        userId: user.id,
        username: user.username,
        scope: 'read',
        createdAtMs: Date.parse(created.createdAt),
      });
      expect(await send(API_TOKENS.verify, { tokenHash: hashOf(`${created.token}x`) })).toBeNull();
      await expect(send(API_TOKENS.verify, { tokenHash: created.token })).rejects.toEqual(
        refusal('BAD_REQUEST', 'tokenHash must be the hex sha256 of a token.'),
      );
    });

    it('marks a token used at most once a minute', async () => {
      const { user } = await signUp();
      const created = await create(user.id);
      const lastUsed = async () =>
        (await query('SELECT last_used_at FROM api_tokens WHERE id = $1', [created.id])).rows[0]
          .last_used_at as Date | null;
      await send(API_TOKENS.verify, { tokenHash: hashOf(created.token) });
      const first = await lastUsed();
      expect(first).toBeInstanceOf(Date);
      await send(API_TOKENS.verify, { tokenHash: hashOf(created.token) });
      expect(await lastUsed()).toEqual(first);

      const minuteAgo = new Date(first!.getTime() - 61_000);
      await query('UPDATE api_tokens SET last_used_at = $2 WHERE id = $1', [created.id, minuteAgo]);
      await send(API_TOKENS.verify, { tokenHash: hashOf(created.token) });
      expect((await lastUsed())!.getTime()).toBeGreaterThan(minuteAgo.getTime());
      expect((await send(API_TOKENS.list, { userId: user.id })).items[0].lastUsedAt).not.toBeNull();
    });

    it('refuses the tokens of a disabled account, and answers them again once it is enabled', async () => {
      const { user } = await signUp();
      const created = await create(user.id);
      await query('UPDATE users SET disabled_at = now() WHERE id = $1', [user.id]);
      expect(await send(API_TOKENS.verify, { tokenHash: hashOf(created.token) })).toBeNull();
      await query('UPDATE users SET disabled_at = NULL WHERE id = $1', [user.id]);
      expect(await send(API_TOKENS.verify, { tokenHash: hashOf(created.token) })).toMatchObject({
        userId: user.id,
      });
    });

    it('erases the tokens with their account', async () => {
      const { user } = await signUp();
      const created = await create(user.id);
      await query('DELETE FROM users WHERE id = $1', [user.id]);
      expect((await query('SELECT 1 FROM api_tokens WHERE user_id = $1', [user.id])).rowCount).toBe(0);
      expect(await send(API_TOKENS.verify, { tokenHash: hashOf(created.token) })).toBeNull();
    });
  },
);
