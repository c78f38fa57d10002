import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications (issue 21): a new episode, a friend request or its acceptance, a weekly suggestion. Each is
 * made once whatever replica or run makes it: its dedupe key is unique.
 */
export class CreateNotifications1796400000000 implements MigrationInterface {
  name = 'CreateNotifications1796400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kind text NOT NULL
          CONSTRAINT notifications_kind_check
          CHECK (kind IN ('new_episode', 'friend_request', 'friend_accepted', 'watch_next')),
        anime_id integer,
        episode integer,
        actor_id uuid,
        data jsonb NOT NULL DEFAULT '{}',
        dedupe_key text NOT NULL CONSTRAINT notifications_dedupe_key_key UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )
    `);
    await runner.query('CREATE INDEX notifications_user_idx ON notifications (user_id, created_at)');
    await runner.query('CREATE INDEX notifications_actor_idx ON notifications (actor_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE notifications');
  }
}
