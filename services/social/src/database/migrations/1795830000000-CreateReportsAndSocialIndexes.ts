import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateReportsAndSocialIndexes1795830000000 implements MigrationInterface {
  name = 'CreateReportsAndSocialIndexes1795830000000';

  async up(runner: QueryRunner): Promise<void> {
    // A report keeps the conversation's last messages as they were when it was filed, for an admin.
    await runner.query(`
      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reporter_id uuid NOT NULL,
        reported_id uuid NOT NULL CHECK (reported_id <> reporter_id),
        reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'inappropriate', 'other')),
        details text CHECK (char_length(details) <= 1000),
        messages jsonb NOT NULL DEFAULT '[]',
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query('CREATE INDEX reports_status_idx ON reports (status, created_at)');
    // The reads by the other column of each pair: requests to a user, by a user, who blocked a user,
    // conversations of the larger id (the unique key serves the smaller).
    await runner.query('CREATE INDEX friend_requests_receiver_idx ON friend_requests (receiver_id, status)');
    await runner.query('CREATE INDEX friend_requests_sender_idx ON friend_requests (sender_id, created_at)');
    await runner.query('CREATE INDEX blocks_blocked_idx ON blocks (blocked_id)');
    await runner.query('CREATE INDEX conversations_user_high_idx ON conversations (user_high)');
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const index of [
      'conversations_user_high_idx',
      'blocks_blocked_idx',
      'friend_requests_sender_idx',
      'friend_requests_receiver_idx',
    ]) {
      await runner.query(`DROP INDEX ${index}`);
    }
    await runner.query('DROP TABLE reports');
  }
}
