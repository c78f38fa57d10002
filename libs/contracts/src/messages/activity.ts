import type {
  ActivityEntry,
  ActivityPage,
  FriendActivityEntry,
  FriendActivityPage,
  FriendsActivityAnswer,
  UserActivityAnswer,
} from '../schemas/activity-responses.js';
import type { FriendsActivityRequest, UserActivityRequest } from '../schemas/lists-payloads.js';
import { request } from './message.js';

// The responses are schemas (schemas/activity-responses.ts); a type-only export keeps zod out of the main entry.
export type {
  ActivityEntry,
  ActivityPage,
  FriendActivityEntry,
  FriendActivityPage,
  FriendsActivityAnswer,
  UserActivityAnswer,
};

/** The payloads are their schemas' types (schemas/lists-payloads.ts). */
export type { FriendsActivityRequest, UserActivityRequest };

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

/** Entries kept per user: older ones are pruned within seconds of new ones being written. */
export const ACTIVITY_KEPT_PER_USER = 1_000;

/** lists-progress's activity log of its own writes, read a page at a time (newest first). */
export const ACTIVITY = {
  /**
   * A user's activity as `viewerId` may see it: NOT_FOUND 'User not found.' for an unknown or private
   * profile; others never see entries about a private list entry, nor favorites the owner hides.
   */
  user: request<UserActivityRequest, UserActivityAnswer>('lists-progress', 'lists.activity.get'),
  /** The public activity of the user's friends (public profiles only), newest first. */
  friends: request<FriendsActivityRequest, FriendsActivityAnswer>('lists-progress', 'lists.activity.friends'),
};
