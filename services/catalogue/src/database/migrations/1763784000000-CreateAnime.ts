import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAnime1763784000000 implements MigrationInterface {
  name = 'CreateAnime1763784000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE anime (
        mal_id integer PRIMARY KEY CHECK (mal_id > 0),
        title text NOT NULL,
        title_english text,
        title_japanese text,
        title_synonyms text[] NOT NULL DEFAULT '{}',
        titles jsonb NOT NULL DEFAULT '[]',
        type text,
        source text,
        episodes integer CHECK (episodes >= 0),
        status text,
        airing boolean NOT NULL DEFAULT false,
        aired_from timestamptz,
        aired_to timestamptz,
        duration text,
        rating text,
        score real,
        scored_by integer,
        rank integer,
        popularity integer,
        members integer,
        favorites integer,
        synopsis text,
        background text,
        season text CHECK (season IN ('winter', 'spring', 'summer', 'fall')),
        year integer,
        broadcast_day text,
        broadcast_time text CHECK (broadcast_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
        images jsonb,
        producers jsonb NOT NULL DEFAULT '[]',
        studios jsonb NOT NULL DEFAULT '[]',
        genres jsonb NOT NULL DEFAULT '[]',
        themes jsonb NOT NULL DEFAULT '[]',
        demographics jsonb NOT NULL DEFAULT '[]',
        external_links jsonb NOT NULL DEFAULT '[]',
        complete boolean NOT NULL DEFAULT false,
        origin text NOT NULL,
        seed_hash text,
        fetched_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await runner.query(`CREATE INDEX anime_season_year_idx ON anime (year, season, mal_id)`);
    await runner.query(`CREATE INDEX anime_incomplete_idx ON anime (mal_id) WHERE NOT complete`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE anime');
  }
}
