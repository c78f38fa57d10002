import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Title search: every title of a row (title, English, Japanese, synonyms), each lowercased, unaccented and
 * reduced to words, kept in one generated column as `|title one|title two|` so exact, prefix and
 * substring matches are string tests, with a trigram index that serves them and `similar_titles()`, the
 * typo-tolerant match.
 *
 * Extensions belong to the whole database, so they live in `public` (other schemas may want them too) and
 * everything here names them schema-qualified: the service's search_path holds only its own schema.
 */
export class AddSearchIndexes1763870400000 implements MigrationInterface {
  name = 'AddSearchIndexes1763870400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await runner.query('CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public');
    // unaccent() is only STABLE (its dictionary could be swapped); naming the dictionary makes the
    // result fixed, so the wrapper may be IMMUTABLE and feed a generated column. The SQL-standard body
    // binds every name when created, so it does not depend on the caller's search_path.
    await runner.query(`
      CREATE FUNCTION search_normalize(value text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN btrim(regexp_replace(
          regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, value)), '[''’\`]+', '', 'g'),
          '[^[:alnum:]]+', ' ', 'g'))
    `);
    // array_to_string() is STABLE only because of arbitrary element types; for text it is immutable.
    await runner.query(`
      CREATE FUNCTION anime_search_text(title text, title_english text, title_japanese text, synonyms text[])
        RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN '|' || array_to_string(ARRAY(
          SELECT DISTINCT search_normalize(name)
          FROM unnest(ARRAY[title, title_english, title_japanese] || synonyms) AS name
          WHERE search_normalize(name) <> ''
        ), '|') || '|'
    `);
    await runner.query(`
      ALTER TABLE anime ADD COLUMN search_text text NOT NULL
        GENERATED ALWAYS AS (anime_search_text(title, title_english, title_japanese, title_synonyms)) STORED
    `);
    // Catalogue writes are rare (seeding, enrichment) and reads hot: without a pending list, searches right
    // after a seed need not scan thousands of unmerged entries.
    await runner.query(
      'CREATE INDEX anime_search_text_trgm_idx ON anime USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off)',
    );
    // The top list's order, so each page of the endless list reads 25 index entries instead of sorting
    // the table; and the status filters (airing, upcoming) of search, top list and schedule.
    await runner.query(
      'CREATE INDEX anime_top_idx ON anime (rank ASC NULLS LAST, score DESC NULLS LAST, members DESC NULLS LAST, mal_id)',
    );
    await runner.query('CREATE INDEX anime_status_idx ON anime (status)');
    // pg_trgm reads its threshold from a setting, so the function carries its own. 0.4 is below the
    // default 0.6 so one typo in a short word still matches ('bleech' → 'bleach' is 0.43), and no lower:
    // the index only bounds the share of matching trigrams, every candidate it returns costs a similarity
    // computation, and at 0.3 a prefix like 'stein' draws ten times as many. ROWS tells the planner a
    // typical candidate count, so it joins the result to the table by primary key instead of scanning it.
    await runner.query(`
      CREATE FUNCTION similar_titles(query text) RETURNS TABLE (mal_id integer, similarity real)
        LANGUAGE sql STABLE ROWS 50
        SET pg_trgm.word_similarity_threshold = 0.4
        BEGIN ATOMIC
          SELECT anime.mal_id, public.word_similarity(query, anime.search_text) FROM anime
          WHERE query OPERATOR(public.<%) anime.search_text;
        END
    `);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP FUNCTION similar_titles(text)');
    await runner.query('DROP INDEX anime_status_idx');
    await runner.query('DROP INDEX anime_top_idx');
    await runner.query('ALTER TABLE anime DROP COLUMN search_text');
    await runner.query('DROP FUNCTION anime_search_text(text, text, text, text[])');
    await runner.query('DROP FUNCTION search_normalize(text)');
    // The extensions stay: other schemas of the database may use them.
  }
}
