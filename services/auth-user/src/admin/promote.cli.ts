import { baseEnvSchema, loadEnv } from '@tracker/config';
import { createServiceDataSource, ensureDatabase, migrate } from '@tracker/database';
import { TrackerRedisClient, transportOptions } from '@tracker/redis';

import { broadcastAccountChanged } from '../accounts/account-changes.js';
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
    await announcePromotion(promoted.id);
    console.log(`${promoted.username} is now an admin; it takes effect at their next sign-in.`);
  }
} finally {
  await dataSource.destroy();
}

/** Running replicas drop their copy of the account; if Redis is down, their cache's lifetime bounds it. */
async function announcePromotion(userId: string): Promise<void> {
  const client = new TrackerRedisClient(env.REDIS_PREFIX, transportOptions(env.REDIS_URL));
  try {
    await broadcastAccountChanged(client, userId);
  } catch (error) {
    console.warn(`Running auth-user replicas may show the old account for a few seconds: ${String(error)}`);
  } finally {
    await client.close().catch(() => undefined);
  }
}
