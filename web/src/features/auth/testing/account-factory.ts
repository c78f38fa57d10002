import { type AccountUser, type AuthSession, DEFAULT_PREFERENCES } from '@tracker/contracts';

/** A signed-in account as GET /api/auth/me answers it. */
export function buildAccountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 'user-1',
    email: 'rin@example.test',
    username: 'rin',
    displayName: 'Rin Tohsaka',
    avatar_url: null,
    banner_url: null,
    isAdmin: false,
    isPublic: true,
    preferences: DEFAULT_PREFERENCES,
    createdAt: '2026-03-14T10:00:00.000Z',
    ...overrides,
  };
}

export function buildSession(overrides: Partial<AccountUser> = {}, token = 'token-new'): AuthSession {
  return { token, user: buildAccountUser(overrides) };
}
