import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSeasonTypeIndex1764129600000 implements MigrationInterface {
  name = 'AddSeasonTypeIndex1764129600000';

  // Browsing by season, or season and type, without a text read every row (~1.5 kB each) to keep a
  // few hundred: 'summer movies by title' went from 2.9 ms to 0.2 ms over the full seed.
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE INDEX anime_season_type_idx ON anime (season, type)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX anime_season_type_idx');
  }
}
