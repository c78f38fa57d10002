import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What ends sessions, durably (Redis only caches it): 'log out everywhere' and a password change move
 * sessions_valid_after, and one token's logout keeps its id until the token would have expired.
 */
export class CreateSessionEnds1795608000000 implements MigrationInterface {
  name = 'CreateSessionEnds1795608000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE users ADD COLUMN sessions_valid_after timestamptz');
    await runner.query(`
      CREATE TABLE revoked_tokens (
        jti uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )
    `);
    await runner.query('CREATE INDEX revoked_tokens_user_idx ON revoked_tokens (user_id, expires_at)');
    await runner.query('CREATE INDEX revoked_tokens_expiry_idx ON revoked_tokens (expires_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE revoked_tokens');
    await runner.query('ALTER TABLE users DROP COLUMN sessions_valid_after');
  }
}
