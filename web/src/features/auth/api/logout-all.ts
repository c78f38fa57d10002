import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/logout-all: ends every session of the account, this one included. */
export async function logoutAll(): Promise<void> {
  await apiSend<null>('POST', '/auth/logout-all');
}
