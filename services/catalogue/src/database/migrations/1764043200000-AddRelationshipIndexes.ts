import type { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = ['genres', 'studios', 'themes', 'demographics'];

export class AddRelationshipIndexes1764043200000 implements MigrationInterface {
  name = 'AddRelationshipIndexes1764043200000';

  // The similar-titles strategies match these by id (`@?` jsonpath): 35 ms → 8 ms per candidate query.
  async up(runner: QueryRunner): Promise<void> {
    for (const column of COLUMNS) {
      await runner.query(`CREATE INDEX anime_${column}_idx ON anime USING gin (${column} jsonb_path_ops)`);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const column of COLUMNS) await runner.query(`DROP INDEX anime_${column}_idx`);
  }
}
