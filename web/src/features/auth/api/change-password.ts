import type { AuthSession, PasswordChange } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/** PUT /api/auth/password: ends every other session and answers this device's fresh session. */
export function changePassword(change: PasswordChange): Promise<AuthSession> {
  return apiSend<AuthSession>('PUT', '/auth/password', { json: change });
}
