import { baseEnvSchema, loadEnv } from '@tracker/config';
import type { ServiceName } from '@tracker/contracts';
import {
  createServiceDataSource,
  ensureDatabase,
  migrate,
  type ServiceDataSourceOptions,
} from '@tracker/database';

/** `npm run migrate` for one service: creates the database and schema if needed, runs pending migrations. */
export async function runMigrateCli(
  service: ServiceName,
  options: (url: string) => ServiceDataSourceOptions,
): Promise<void> {
  const env = loadEnv(baseEnvSchema);
  await ensureDatabase(env.DATABASE_URL);
  const dataSource = await createServiceDataSource(options(env.DATABASE_URL)).initialize();
  try {
    const applied = await migrate(dataSource);
    console.log(`${service}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`);
  } finally {
    await dataSource.destroy();
  }
}
