/**
 * The catalogue's schema after its migrations: its two tables, and TypeORM's record of the generated
 * `anime.search_text` column, which the entities are checked against (see RecordSearchTextExpression).
 */
export const CATALOGUE_TABLES = ['anime', 'anime_resources', 'typeorm_metadata'];
