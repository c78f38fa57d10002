import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account's deletion across every service (issue 20), step by step, so a deletion interrupted by a
 * crash resumes where it stopped. No foreign key to users: the row outlives the account it deletes.
 */
export class CreateAccountDeletions1796100000000 implements MigrationInterface {
  name = 'CreateAccountDeletions1796100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE account_deletions (
        user_id uuid PRIMARY KEY,
        username text NOT NULL,
        requested_by uuid NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        state text NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
        steps_done text[] NOT NULL DEFAULT '{}',
        finished_at timestamptz,
        error text
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE account_deletions');
  }
}
