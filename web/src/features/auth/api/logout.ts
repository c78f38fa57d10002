import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/logout: revokes the stored token on the server; it must still be stored when called. */
export async function logout(): Promise<void> {
  await apiSend<null>('POST', '/auth/logout');
}
