import type { AuthSession, RegisterRequest } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/register: the new account, signed in. */
export function register(form: RegisterRequest): Promise<AuthSession> {
  return apiSend<AuthSession>('POST', '/auth/register', { json: form });
}
