import { z } from 'zod';

import { ACTIVITY_KINDS } from '../messages/activity.js';
import { LIST_STATUSES } from '../messages/lists.js';

/** The title an entry is about; title and image from the catalogue, null while it does not know them. */
const activityAnime = z.object({
  id: z.number(),
  title: z.string().nullable(),
  image: z.string().nullable(),
});

/** One entry of a user's activity, newest first. */
export const activityEntry = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  anime: activityAnime,
  /** added and status_changed: the status set. */
  status: z.enum(LIST_STATUSES).nullable(),
  /** score_set: 1–10. */
  score: z.number().nullable(),
  /** episodes_watched: the first and last of a run of consecutive marks of one title ('watched episodes 3–5'). */
  episodes: z.object({ from: z.number(), to: z.number() }).nullable(),
  /** ISO time of the entry's latest write. */
  at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

/** A page of activity; nextCursor is passed back as ?cursor= for the next, null on the last page. */
export const activityPage = z.object({ items: z.array(activityEntry), nextCursor: z.string().nullable() });
export type ActivityPage = z.infer<typeof activityPage>;

const activityActor = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar_url: z.string().nullable(),
});

/** GET /api/auth/activity/friends: the signed-in user's friends' public activity, newest first. */
export const friendActivityEntry = activityEntry.extend({ user: activityActor });
export type FriendActivityEntry = z.infer<typeof friendActivityEntry>;
export const friendActivityPage = z.object({
  items: z.array(friendActivityEntry),
  nextCursor: z.string().nullable(),
});
export type FriendActivityPage = z.infer<typeof friendActivityPage>;

/**
 * lists.activity.get's answer: the page, and whose activity it is. The gateway answers the page alone and
 * keeps it until that user or a title on it changes.
 */
export const userActivityAnswer = z.object({ page: activityPage, ownerId: z.string() });
export type UserActivityAnswer = z.infer<typeof userActivityAnswer>;

/**
 * lists.activity.friends's answer: the page, and every friend of the reader's (those hidden from it too,
 * whose privacy may change). The gateway answers the page alone and keeps it until the reader's friend set,
 * one of those friends or a title on it changes.
 */
export const friendsActivityAnswer = z.object({ page: friendActivityPage, friendIds: z.array(z.string()) });
export type FriendsActivityAnswer = z.infer<typeof friendsActivityAnswer>;
