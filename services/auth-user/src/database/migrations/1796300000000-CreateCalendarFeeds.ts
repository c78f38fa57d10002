import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21: each user's private calendar feed, served at /api/calendar/{token}.ics. The token is the
 * feed's only secret, so it is unique; regenerating replaces it in place.
 */
export class CreateCalendarFeeds1796300000000 implements MigrationInterface {
  name = 'CreateCalendarFeeds1796300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE calendar_feeds (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query('CREATE UNIQUE INDEX calendar_feeds_token_key ON calendar_feeds (token)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE calendar_feeds');
  }
}
