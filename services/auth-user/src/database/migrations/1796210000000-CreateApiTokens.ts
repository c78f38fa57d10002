import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal API tokens (issue 21): each kept as the sha256 of its secret, never the secret, with the first
 * characters to show it by. A user names each token once; the account's deletion takes its tokens along.
 */
export class CreateApiTokens1796210000000 implements MigrationInterface {
  name = 'CreateApiTokens1796210000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE api_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
        scope text NOT NULL CHECK (scope IN ('read', 'write')),
        token_hash text NOT NULL,
        prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT api_tokens_user_name_key UNIQUE (user_id, name),
        CONSTRAINT api_tokens_token_hash_key UNIQUE (token_hash)
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE api_tokens');
  }
}
