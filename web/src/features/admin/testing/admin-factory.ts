import {
  ACCOUNT_DELETION_STEPS,
  type AccountDeletion,
  ADMIN_PAGE_SIZE,
  type AdminCatalogue,
  type AdminJob,
  type AdminReport,
  type AdminSystem,
  type AdminUser,
  type AuditEntry,
  type SocialProfile,
} from '@tracker/contracts';

import { ok } from '../../../testing/envelope';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { sessionRoute } from '../../auth/testing/mock-api';

export const ADMIN_ID = 'aaaaaaaa-0000-4000-8000-00000000000a';
export const RIN_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
export const SHINJI_ID = 'aaaaaaaa-0000-4000-8000-000000000002';

/** The signed-in admin of these tests. */
export const adminAccount = buildAccountUser({
  id: ADMIN_ID,
  username: 'misato',
  displayName: 'Misato Katsuragi',
  isAdmin: true,
});

/**
 * Starts the test signed in as `user` (the admin unless given): a stored token, the session read, and
 * the friends sidebar's reads answered empty.
 */
export function signedInAs(user = adminAccount) {
  localStorage.setItem('authToken', 'token-admin');
  return {
    ...sessionRoute(user),
    'GET /api/friends/requests': { body: ok({ incoming: [], outgoing: [] }) },
    'GET /api/messages/conversations': { body: ok({ conversations: [] }) },
  };
}

export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: RIN_ID,
    username: 'rin',
    displayName: 'Rin Tohsaka',
    email: 'rin@example.test',
    avatar: null,
    isAdmin: false,
    disabled: false,
    createdAt: '2026-03-14T10:00:00.000Z',
    lastSignInAt: '2026-11-20T09:30:00.000Z',
    deletion: null,
    ...overrides,
  };
}

export function buildDeletion(stepsDone: number, overrides: Partial<AccountDeletion> = {}): AccountDeletion {
  return {
    userId: RIN_ID,
    username: 'rin',
    state: stepsDone === ACCOUNT_DELETION_STEPS.length ? 'done' : 'running',
    stepsDone: ACCOUNT_DELETION_STEPS.slice(0, stepsDone),
    steps: [...ACCOUNT_DELETION_STEPS],
    requestedAt: '2026-11-25T10:00:00.000Z',
    finishedAt: null,
    error: null,
    ...overrides,
  };
}

/** One page of a paged admin list, `total` rows in all. */
export const pageOf = <Key extends string, Row>(key: Key, rows: Row[], page = 1, total = rows.length) =>
  ok({ [key]: rows, page, pageSize: ADMIN_PAGE_SIZE, total } as Record<Key, Row[]> & {
    page: number;
    pageSize: number;
    total: number;
  });

export const profile = (id: string, username: string): SocialProfile => ({
  id,
  username,
  displayName: username,
  avatar: null,
});

export function buildReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: 'bbbbbbbb-0000-4000-8000-000000000001',
    reporter: profile(RIN_ID, 'rin'),
    reported: profile(SHINJI_ID, 'shinji'),
    reason: 'harassment',
    details: 'Kept sending insults.',
    messages: [],
    status: 'open',
    createdAt: '2026-11-24T08:00:00.000Z',
    handledAt: null,
    handledBy: null,
    note: null,
    ...overrides,
  };
}

export function buildJob(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: '41',
    name: 'enrich',
    data: { malId: 5114 },
    progress: 0,
    attemptsMade: 3,
    failedReason: null,
    createdAt: '2026-11-25T09:00:00.000Z',
    processedAt: '2026-11-25T09:00:01.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export function buildCatalogue(overrides: Partial<AdminCatalogue> = {}): AdminCatalogue {
  return {
    counts: { waiting: 12, active: 1, delayed: 2, prioritized: 0, failed: 1, completed: 340, paused: 0 },
    active: [buildJob({ id: '40', name: 'warm-top', data: { page: 1 }, progress: 40 })],
    failed: [
      buildJob({ failedReason: 'Jikan answered 500 three times', finishedAt: '2026-11-25T09:05:00.000Z' }),
    ],
    upstream: {
      reachable: true,
      waiting: 14,
      recent429s: 3,
      limiter: { inFlight: 1, maxInFlight: 2, lastMinute: 38, perMinute: 60, gapMs: 2250 },
      secondaryAvailable: false,
    },
    ...overrides,
  };
}

export function buildSystem(overrides: Partial<AdminSystem> = {}): AdminSystem {
  const service = (name: string, status: 'up' | 'down' = 'up') => ({
    name,
    version: '1.4.0',
    uptimeSeconds: status === 'up' ? 3 * 86_400 + 4 * 3_600 : null,
    replicas: status === 'up' ? [`${name}-1`] : [],
    status,
    latencyMs: status === 'up' ? 2.4 : null,
    database: status === 'up' ? ('up' as const) : null,
  });
  return {
    gateway: {
      name: 'gateway',
      version: '1.4.0',
      uptimeSeconds: 5 * 3_600 + 12 * 60,
      replicas: ['gw-a', 'gw-b'],
    },
    services: [service('auth-user'), service('catalogue', 'down')],
    postgres: { status: 'up', latencyMs: 1.2 },
    redis: { status: 'up', latencyMs: 0.4 },
    ...overrides,
  };
}

export function buildAuditEntry(index: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `cccccccc-0000-4000-8000-${String(index).padStart(12, '0')}`,
    actor: { id: ADMIN_ID, username: 'misato' },
    action: 'user.disable',
    targetType: 'user',
    targetId: RIN_ID,
    targetLabel: `user${index}`,
    details: {},
    at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}
