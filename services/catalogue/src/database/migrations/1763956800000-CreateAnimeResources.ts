import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAnimeResources1763956800000 implements MigrationInterface {
  name = 'CreateAnimeResources1763956800000';

  async up(runner: QueryRunner): Promise<void> {
    // Jikan's body per anime, sub-resource and page: the durable copy behind the Redis cache.
    await runner.query(`
      CREATE TABLE anime_resources (
        mal_id integer NOT NULL CHECK (mal_id > 0),
        kind text NOT NULL,
        page integer NOT NULL DEFAULT 1 CHECK (page > 0),
        body jsonb NOT NULL,
        fetched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (mal_id, kind, page)
      )
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE anime_resources');
  }
}
