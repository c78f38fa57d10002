import {
  type AccountUser,
  type AuthSession,
  DEFAULT_PREFERENCES,
  type SignedInSession,
} from '@tracker/contracts';
import { computeStatistics } from '@tracker/domain';

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

/** GET /api/auth/session's answer: the account with nothing on its lists, unless the parts say otherwise. */
export function buildSignedInSession(
  user: AccountUser = buildAccountUser(),
  parts: Partial<SignedInSession> = {},
): SignedInSession {
  return {
    user,
    listData: {
      lists: { watching: [], completed: [], on_hold: [], dropped: [], plan_to_watch: [], favorite: [] },
      statistics: computeStatistics([], new Date(0)),
      episodeProgress: {},
    },
    watchingTitles: { items: [], missingIds: [] },
    upstream: { reachable: true, waiting: 0 },
    badges: { pendingRequests: 0, unreadMessages: 0, unreadNotifications: 0 },
    ...parts,
  };
}
