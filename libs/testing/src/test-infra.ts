import { randomBytes } from 'node:crypto';

import { KEY_AREAS, redisKey } from '@tracker/redis';
import { Redis } from 'ioredis';
import pg from 'pg';

import { backingServices } from './backing-services.js';

/** One suite's private slice of Postgres and Redis, so suites can run in parallel. */
export interface TestInfra {
  /** A database of its own, created empty. */
  databaseUrl: string;
  redisUrl: string;
  /** Namespaces transport channels and keys (REDIS_PREFIX). */
  redisPrefix: string;
  /** Env vars for a process of the stack under test. */
  env: Record<string, string>;
  /**
   * Ends every attempt window the suite's rate limits have open, as Redis's clock would when they expire:
   * a test moves past a window instead of sleeping it out.
   */
  endRateLimitWindows(): Promise<void>;
  /** Drops the database and deletes the suite's Redis keys. */
  cleanup(): Promise<void>;
}

export async function createTestInfra(suite: string): Promise<TestInfra> {
  const services = await backingServices();
  const id = `${suite
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 20)}_${randomBytes(4).toString('hex')}`;
  const databaseName = `t_${id}`;
  const admin = new pg.Client({ connectionString: services.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  await admin.end();
  const databaseUrl = withDatabase(services.databaseUrl, databaseName);
  const redisPrefix = `t-${id.replaceAll('_', '-')}`.slice(0, 32);
  return {
    databaseUrl,
    redisUrl: services.redisUrl,
    redisPrefix,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: services.redisUrl,
      REDIS_PREFIX: redisPrefix,
    },
    endRateLimitWindows: () =>
      deleteKeys(services.redisUrl, `${redisKey(redisPrefix, KEY_AREAS.rateLimit)}:*`),
    async cleanup() {
      const cleaner = new pg.Client({ connectionString: services.databaseUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      await cleaner.end();
      await deleteKeys(services.redisUrl, `${redisPrefix}:*`);
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function deleteKeys(redisUrl: string, match: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
