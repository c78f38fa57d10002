import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin inbox (issue 20): who handled a report, when, and the note they left; and the reports against
 * one user, newest first, read along an index.
 */
export class AddReportHandling1796100000000 implements MigrationInterface {
  name = 'AddReportHandling1796100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE reports ADD COLUMN handled_at timestamptz');
    await runner.query('ALTER TABLE reports ADD COLUMN handled_by uuid');
    await runner.query('ALTER TABLE reports ADD COLUMN note text CHECK (char_length(note) <= 1000)');
    await runner.query('CREATE INDEX reports_reported_idx ON reports (reported_id, created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX reports_reported_idx');
    for (const column of ['note', 'handled_by', 'handled_at'])
      await runner.query(`ALTER TABLE reports DROP COLUMN ${column}`);
  }
}
