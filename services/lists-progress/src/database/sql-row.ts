/** A property's column name: every entity here names its columns so (animeId → anime_id). */
type ColumnName<Property extends string> = Property extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}`
  : Property;

/** Timestamps as the stores select them: ISO text ({@link isoText}), not Dates. */
type AsSelected<Value> = [Value] extends [Date]
  ? string
  : [Value] extends [Date | null]
    ? string | null
    : Value;

/**
 * An entity's row as a store's typed SQL returns it, keyed by column name: the entity stays the one
 * declaration of a table's shape, and a store's query cannot name a column the table lacks.
 */
export type SqlRow<Entity> = {
  [Property in keyof Entity & string as ColumnName<Property>]: AsSelected<Entity[Property]>;
};
