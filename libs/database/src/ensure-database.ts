import pg from 'pg';

/**
 * Creates the database named in `url` when it does not exist yet (connecting to the `postgres`
 * maintenance database), so a fresh machine needs no manual `createdb`.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name)
    throw new Error('DATABASE_URL must name a database, e.g. postgres://user@host:5432/anime_tracker');
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client
      .query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
      .catch((error: { code?: string }) => {
        // Another process created it between our check and our create.
        if (error.code !== '42P04') throw error;
      });
    return true;
  } finally {
    await client.end();
  }
}
