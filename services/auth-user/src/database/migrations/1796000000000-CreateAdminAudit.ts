import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin panel (issue 20): an account can be disabled, its last sign-in is shown, and every admin
 * action is kept in the audit log, whoever's account it names later.
 */
export class CreateAdminAudit1796000000000 implements MigrationInterface {
  name = 'CreateAdminAudit1796000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE users ADD COLUMN disabled_at timestamptz');
    await runner.query('ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz');
    await runner.query(`
      CREATE TABLE admin_audit_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid NOT NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text,
        target_label text,
        details jsonb NOT NULL DEFAULT '{}',
        at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query('CREATE INDEX admin_audit_entries_at_idx ON admin_audit_entries (at DESC, id DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE admin_audit_entries');
    await runner.query('ALTER TABLE users DROP COLUMN last_sign_in_at');
    await runner.query('ALTER TABLE users DROP COLUMN disabled_at');
  }
}
