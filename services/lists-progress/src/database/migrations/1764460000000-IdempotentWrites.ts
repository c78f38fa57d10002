import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotentWrites1764460000000 implements MigrationInterface {
  name = 'IdempotentWrites1764460000000';

  async up(runner: QueryRunner): Promise<void> {
    // A retried write's first answer, per user and Idempotency-Key, kept 24 h (see IdempotentWrites).
    await runner.query(`
      CREATE TABLE idempotent_writes (
        user_id uuid NOT NULL,
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        result jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, idempotency_key)
      )
    `);
    await runner.query('CREATE INDEX idempotent_writes_created_idx ON idempotent_writes (created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE idempotent_writes');
  }
}
