import type { AuthSession, LoginRequest } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/** POST /api/auth/login: a fresh session for the credentials. */
export function login(credentials: LoginRequest): Promise<AuthSession> {
  return apiSend<AuthSession>('POST', '/auth/login', { json: credentials });
}
