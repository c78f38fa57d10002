import { baseEnvSchema, loadEnv } from '@tracker/config';
import { createServiceDataSource, ensureDatabase, migrate } from '@tracker/database';

import { authUserDataSourceOptions } from '../database/data-source.js';
import { promoteUsername } from './admin-promotion.js';

/** `npm run admin:promote -- <username>`: makes an existing user an admin. */
const username = process.argv[2];
if (!username) {
  console.error('Usage: npm run admin:promote -- <username>');
  process.exit(2);
}
const env = loadEnv(baseEnvSchema);
await ensureDatabase(env.DATABASE_URL);
const dataSource = await createServiceDataSource(authUserDataSourceOptions(env.DATABASE_URL)).initialize();
try {
  await migrate(dataSource);
  const promoted = await promoteUsername(dataSource, username);
  if (!promoted) {
    console.error(`No user named '${username}'.`);
    process.exitCode = 1;
  } else {
    console.log(`${promoted} is now an admin; it takes effect at their next sign-in.`);
  }
} finally {
  await dataSource.destroy();
}
