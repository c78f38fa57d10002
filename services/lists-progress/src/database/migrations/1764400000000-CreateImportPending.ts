import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateImportPending1764400000000 implements MigrationInterface {
  name = 'CreateImportPending1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    // Titles of an import the catalogue did not hold and the public API could not be asked for: the
    // file's entry waits here until the catalogue announces the title, then becomes a list entry.
    await runner.query(`
      CREATE TABLE import_pending (
        user_id uuid NOT NULL,
        anime_id integer NOT NULL CHECK (anime_id > 0),
        entry jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, anime_id)
      )
    `);
    await runner.query('CREATE INDEX import_pending_anime_idx ON import_pending (anime_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE import_pending');
  }
}
