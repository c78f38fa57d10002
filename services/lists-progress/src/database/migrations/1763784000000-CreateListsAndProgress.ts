import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateListsAndProgress1763784000000 implements MigrationInterface {
  name = 'CreateListsAndProgress1763784000000';

  async up(runner: QueryRunner): Promise<void> {
    // One row per user and title: a status (or none, for a favorite-only title) plus the favorite flag.
    await runner.query(`
      CREATE TABLE list_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        anime_id integer NOT NULL CHECK (anime_id > 0),
        status text CHECK (status IN ('watching', 'completed', 'on_hold', 'dropped', 'plan_to_watch')),
        is_favorite boolean NOT NULL DEFAULT false,
        score smallint CHECK (score BETWEEN 1 AND 10),
        episodes_watched integer NOT NULL DEFAULT 0 CHECK (episodes_watched >= 0),
        times_rewatched integer NOT NULL DEFAULT 0 CHECK (times_rewatched >= 0),
        is_private boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, anime_id)
      )
    `);
    await runner.query('CREATE INDEX list_entries_anime_idx ON list_entries (anime_id)');
    await runner.query(`
      CREATE TABLE episode_progress (
        user_id uuid NOT NULL,
        anime_id integer NOT NULL CHECK (anime_id > 0),
        episode_number integer NOT NULL CHECK (episode_number > 0),
        watched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, anime_id, episode_number)
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE episode_progress');
    await runner.query('DROP TABLE list_entries');
  }
}
