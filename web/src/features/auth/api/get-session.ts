import type { SignedInSession } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/** The session's query key: the signed-in user of the stored token (spec §4 session). */
export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;

/**
 * GET /api/auth/session: the token's user with what the first screen shows of theirs, in one request
 * (issue 15); a 401 discards the token (see apiSend).
 */
export function getSession(signal?: AbortSignal): Promise<SignedInSession> {
  return apiSend<SignedInSession>('GET', '/auth/session', { signal });
}
