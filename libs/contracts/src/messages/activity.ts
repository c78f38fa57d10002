import type {
  ActivityEntry,
  ActivityPage,
  FriendActivityEntry,
  FriendActivityPage,
} from '../schemas/activity-responses.js';

// The responses are schemas (schemas/activity-responses.ts); a type-only export keeps zod out of the main entry.
export type { ActivityEntry, ActivityPage, FriendActivityEntry, FriendActivityPage };

/** What a user did, as lists-progress records its own writes (issue 19). */
export const ACTIVITY_KINDS = [
  'added',
  'status_changed',
  'episodes_watched',
  'score_set',
  'favorite_added',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * GET /api/users/{username}/activity and GET /api/auth/activity/friends (?cursor=&limit=): default and
 * most entries a page.
 */
export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 50;
