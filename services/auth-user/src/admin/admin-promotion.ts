import type { DataSource } from 'typeorm';

/** Makes the user an admin; returns its id and username as stored, or null when no such user exists. */
export async function promoteUsername(
  dataSource: DataSource,
  username: string,
): Promise<{ id: string; username: string } | null> {
  const [rows] = await dataSource.query<[Array<{ id: string; username: string }>, number]>(
    'UPDATE users SET is_admin = true, updated_at = now() WHERE lower(username) = lower($1) RETURNING id, username',
    [username],
  );
  return rows[0] ?? null;
}

/** ADMIN_EMAIL's account, if it exists already, becomes an admin at start. */
export async function promoteEmail(dataSource: DataSource, email: string): Promise<void> {
  await dataSource.query(
    'UPDATE users SET is_admin = true, updated_at = now() WHERE email = $1 AND NOT is_admin',
    [email.trim().toLowerCase()],
  );
}
