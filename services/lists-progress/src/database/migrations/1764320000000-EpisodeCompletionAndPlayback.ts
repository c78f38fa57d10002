import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EpisodeCompletionAndPlayback1764320000000 implements MigrationInterface {
  name = 'EpisodeCompletionAndPlayback1764320000000';

  async up(runner: QueryRunner): Promise<void> {
    // Episodes watched are counted from episode_progress on read: a stored counter beside it could only
    // drift (or lose updates under concurrent marks).
    await runner.query('ALTER TABLE list_entries DROP COLUMN episodes_watched');
    // When the title was last set to completed, for the statistics' 'completed this year'.
    await runner.query('ALTER TABLE list_entries ADD COLUMN completed_at timestamptz');
    await runner.query("UPDATE list_entries SET completed_at = updated_at WHERE status = 'completed'");
    // An episode may be partly watched (POST /api/episode/progress) before it is completed.
    await runner.query(`
      ALTER TABLE episode_progress
        ADD COLUMN completed boolean NOT NULL DEFAULT true,
        ADD COLUMN progress smallint NOT NULL DEFAULT 100 CHECK (progress BETWEEN 0 AND 100)
    `);
    await runner.query(
      'CREATE INDEX list_entries_user_updated_idx ON list_entries (user_id, updated_at DESC)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX list_entries_user_updated_idx');
    await runner.query('ALTER TABLE episode_progress DROP COLUMN progress, DROP COLUMN completed');
    await runner.query('ALTER TABLE list_entries DROP COLUMN completed_at');
    await runner.query(`
      ALTER TABLE list_entries
        ADD COLUMN episodes_watched integer NOT NULL DEFAULT 0 CHECK (episodes_watched >= 0)
    `);
  }
}
