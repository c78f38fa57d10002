import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateActivityEntries1764600000000 implements MigrationInterface {
  name = 'CreateActivityEntries1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    // What a user did, written in the transaction of the list or episode write that did it (issue 19).
    await runner.query(`
      CREATE TABLE activity_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kind text NOT NULL
          CHECK (kind IN ('added', 'status_changed', 'episodes_watched', 'score_set', 'favorite_added')),
        anime_id integer NOT NULL CHECK (anime_id > 0),
        status text CHECK (status IN ('watching', 'completed', 'on_hold', 'dropped', 'plan_to_watch')),
        score smallint CHECK (score BETWEEN 1 AND 10),
        episode_from integer,
        episode_to integer,
        is_private boolean NOT NULL DEFAULT false,
        at timestamptz NOT NULL DEFAULT clock_timestamp()
      )
    `);
    // A user's page and a friends' feed read newest first by (at, id), the cursor's order.
    await runner.query(
      'CREATE INDEX activity_entries_user_at_idx ON activity_entries (user_id, at DESC, id DESC)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE activity_entries');
  }
}
