import type {
  AuthSession,
  LoginRequest,
  PasswordChange,
  RegisterRequest,
  SignedInSession,
} from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/** The session's query key: the signed-in user of the stored token (spec §4 session). */
export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;

/**
 * GET /api/auth/session: the token's user with what the first screen shows of theirs, in one request
 * (issue 15); a 401 discards the token (see apiSend).
 */
export function fetchSignedInSession(signal?: AbortSignal): Promise<SignedInSession> {
  return apiSend<SignedInSession>('GET', '/auth/session', { signal });
}

export function postLogin(credentials: LoginRequest): Promise<AuthSession> {
  return apiSend<AuthSession>('POST', '/auth/login', { json: credentials });
}

export function postRegister(form: RegisterRequest): Promise<AuthSession> {
  return apiSend<AuthSession>('POST', '/auth/register', { json: form });
}

/** Revokes the stored token on the server; it must still be stored when this is called. */
export async function postLogout(): Promise<void> {
  await apiSend<null>('POST', '/auth/logout');
}

/** Ends every session of the account, this one included. */
export async function postLogoutAll(): Promise<void> {
  await apiSend<null>('POST', '/auth/logout-all');
}

/** Changes the password and ends every other session: answers this device's fresh session. */
export function putPassword(change: PasswordChange): Promise<AuthSession> {
  return apiSend<AuthSession>('PUT', '/auth/password', { json: change });
}
