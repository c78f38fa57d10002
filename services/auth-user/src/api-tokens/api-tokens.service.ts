import { createHash, randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import {
  API_TOKEN_DISPLAY_LENGTH,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKENS,
  API_TOKENS_MAX,
  type ApiToken,
  type ApiTokenBody,
  type ApiTokenScope,
  type ApiTokenVerdict,
  type CreatedApiToken,
} from '@tracker/contracts';
import { badRequest, notFound } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { AccountChanges } from '../accounts/account-changes.js';
import { conflict, NOT_AUTHENTICATED, unauthorized, uniqueViolation } from '../common/errors.js';

/** The bytes of randomness behind a token: 256 bits, written as base64url after the prefix. */
const TOKEN_BYTES = 32;

/** sha256 of a token in lower-case hex: what auth-user keeps and the gateway asks by. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenRow {
  id: string;
  name: string;
  scope: ApiTokenScope;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/**
 * Personal API tokens (issue 21). A token is made here, answered once and kept only as its sha256: the
 * gateway hashes what a client presents and asks {@link verify} whom it names.
 */
@Injectable()
export class ApiTokensService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AccountChanges) private readonly changes: AccountChanges,
  ) {}

  /**
   * CONFLICT for a name the user already gave a token, BAD_REQUEST past {@link API_TOKENS_MAX}. The user's
   * row is locked first, so parallel creates are counted one after another.
   */
  async create(userId: string, { name, scope }: ApiTokenBody): Promise<CreatedApiToken> {
    const token = API_TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
    // The lock makes parallel creates take turns; the unique constraint stays the last word on names.
    try {
      return await this.dataSource.transaction(async (manager) => {
        const [user] = await manager.query<unknown[]>('SELECT id FROM users WHERE id = $1 FOR UPDATE', [
          userId,
        ]);
        if (!user) throw unauthorized(NOT_AUTHENTICATED);
        const [{ count, taken }] = await manager.query<Array<{ count: number; taken: boolean | null }>>(
          'SELECT count(*)::int AS count, bool_or(name = $2) AS taken FROM api_tokens WHERE user_id = $1',
          [userId, name],
        );
        if (taken) throw conflict(API_TOKEN_MESSAGES.nameTaken);
        if (count >= API_TOKENS_MAX) throw badRequest(API_TOKEN_MESSAGES.tooMany);
        const [row] = await manager.query<Array<{ id: string; createdAt: Date }>>(
          `INSERT INTO api_tokens (user_id, name, scope, token_hash, prefix)
           VALUES ($1, $2, $3, $4, $5)
           RETURNING id, created_at AS "createdAt"`,
          [userId, name, scope, hashApiToken(token), token.slice(0, API_TOKEN_DISPLAY_LENGTH)],
        );
        return { id: row.id, name, scope, createdAt: row.createdAt.toISOString(), token };
      });
    } catch (error) {
      if (uniqueViolation(error) === 'api_tokens_user_name_key') throw conflict(API_TOKEN_MESSAGES.nameTaken);
      throw error;
    }
  }

  /** The user's tokens, newest first, without their secrets. */
  async list(userId: string): Promise<{ items: ApiToken[] }> {
    const rows = await this.dataSource.query<TokenRow[]>(
      `SELECT id, name, scope, prefix, created_at AS "createdAt", last_used_at AS "lastUsedAt"
         FROM api_tokens WHERE user_id = $1
        ORDER BY created_at DESC, id`,
      [userId],
    );
    return {
      items: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * NOT_FOUND for an unknown id and for another user's, alike. Every gateway replica is told before this
   * answers, so the token is refused everywhere from the caller's next request on.
   */
  async revoke(userId: string, id: string): Promise<{ revoked: true }> {
    // TypeORM answers a DELETE as [rows, affected].
    const [[row]] = await this.dataSource.query<[Array<{ tokenHash: string }>, number]>(
      'DELETE FROM api_tokens WHERE id = $1 AND user_id = $2 RETURNING token_hash AS "tokenHash"',
      [id, userId],
    );
    if (!row) throw notFound(API_TOKEN_MESSAGES.notFound);
    await this.changes.broadcast(API_TOKENS.revoked, { userId, id, tokenHash: row.tokenHash });
    return { revoked: true };
  }

  /**
   * Whom the token with this hash names: null when none does or its account is disabled (or being
   * deleted). Marks it used, at most once a minute, in the same statement.
   */
  async verify(tokenHash: string): Promise<ApiTokenVerdict> {
    const [row] = await this.dataSource.query<
      Array<{ id: string; userId: string; username: string; scope: ApiTokenScope; createdAt: Date }>
    >(
      `WITH found AS (
         SELECT t.id, t.user_id, t.scope, t.created_at, u.username
           FROM api_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = $1 AND u.disabled_at IS NULL
       ), used AS (
         UPDATE api_tokens SET last_used_at = now()
          WHERE id = (SELECT id FROM found)
            AND (last_used_at IS NULL OR last_used_at <= now() - interval '1 minute')
       )
       SELECT id, user_id AS "userId", username, scope, created_at AS "createdAt" FROM found`,
      [tokenHash],
    );
    if (!row) return null;
    const { createdAt, ...verdict } = row;
    return { ...verdict, createdAtMs: createdAt.getTime() };
  }
}
