import type { DataSourceOptions } from 'typeorm';
import { DataSource } from 'typeorm';

export interface ServiceDataSourceOptions {
  url: string;
  /** The service's own Postgres schema; its migrations table lives there too. */
  schema: string;
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  /** Pool size per process: small, since every service runs replicas. */
  poolSize?: number;
}

/** One data source per service, used by the app and the migrate command alike. */
export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // The migrations create what a schema needs: TypeORM installing extensions itself (uuid-ossp for a
    // generated uuid column) would need superuser rights. gen_random_uuid() is built into Postgres 13+.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    logging: ['error', 'warn'],
    // search_path makes the service's raw SQL (migrations included) land in its own schema.
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      options: `-c search_path=${options.schema}`,
    },
  });
}

/** A stable 32-bit key per schema for pg_advisory_lock, so replicas starting together migrate one at a time. */
function lockKey(schema: string): number {
  let hash = 0;
  for (const char of `migrate:${schema}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Creates the schema if needed and runs pending migrations under an advisory lock. Returns their names. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const { schema } = dataSource.options as { schema: string };
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [lockKey(schema)]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [lockKey(schema)]).catch(() => undefined);
    await runner.release();
  }
}

/** Whether Postgres answers, with how long it took. */
export async function pingDatabase(dataSource: DataSource): Promise<number> {
  const started = performance.now();
  await dataSource.query('SELECT 1');
  return Math.round((performance.now() - started) * 10) / 10;
}
