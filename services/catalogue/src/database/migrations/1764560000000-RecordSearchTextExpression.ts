import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The generated column's expression, as AnimeEntity declares it. */
const SEARCH_TEXT = 'anime_search_text(title, title_english, title_japanese, title_synonyms)';

/**
 * TypeORM keeps the expression of each generated column in its own `typeorm_metadata` table (what a
 * generated migration writes) and compares the entities with it. `anime.search_text` was added by hand
 * before the catalogue had its schema test: this records it as TypeORM would have, so the entities can
 * declare the column. The table itself changes not.
 */
export class RecordSearchTextExpression1764560000000 implements MigrationInterface {
  name = 'RecordSearchTextExpression1764560000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE IF NOT EXISTS typeorm_metadata (
        type varchar NOT NULL, database varchar, schema varchar, "table" varchar, name varchar, value text
      )
    `);
    await runner.query(
      `INSERT INTO typeorm_metadata (type, database, schema, "table", name, value)
       VALUES ('GENERATED_COLUMN', current_database(), current_schema(), 'anime', 'search_text', $1)`,
      [SEARCH_TEXT],
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `DELETE FROM typeorm_metadata WHERE type = 'GENERATED_COLUMN' AND "table" = 'anime' AND name = 'search_text'`,
    );
  }
}
