import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFavoriteCharacters1764610000000 implements MigrationInterface {
  name = 'CreateFavoriteCharacters1764610000000';

  async up(runner: QueryRunner): Promise<void> {
    // A user's favorite characters (issue 19), one row per character: name and image copied from the
    // title's character data when the heart was set.
    await runner.query(`
      CREATE TABLE favorite_characters (
        user_id uuid NOT NULL,
        character_id integer NOT NULL CHECK (character_id > 0),
        anime_id integer NOT NULL CHECK (anime_id > 0),
        name text NOT NULL,
        image text,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, character_id)
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE favorite_characters');
  }
}
