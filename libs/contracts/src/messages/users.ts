import type { PublicUser, UserCard } from '../schemas/account-responses.js';
import type {
  NotificationRecipientsRequest,
  UserCardsRequest,
  UserLookup,
  UserSearch,
} from '../schemas/auth-payloads.js';
import { request } from './message.js';

// The responses are schemas (schemas/account-responses.ts); a type-only export keeps zod out of the main entry.
export type { PublicUser, UserCard };

/** The payloads are their schemas' types (schemas/auth-payloads.ts). */
export type { NotificationRecipientsRequest, UserCardsRequest, UserLookup, UserSearch };

/** Most ids one card lookup may carry. */
export const USER_CARDS_MAX_IDS = 1_000;

export const USER_SEARCH_MIN_LENGTH = 2;
export const USER_SEARCH_MAX_LENGTH = 50;

/** At most this many users per search. */
export const USER_SEARCH_LIMIT = 20;

export const USERS = {
  /**
   * NOT_FOUND 'User not found.' alike for unknown users and private profiles (public flag off or
   * showProfile false), so the answer reveals nothing.
   */
  byUsername: request<UserLookup, PublicUser>('auth-user', 'auth-user.profile.get'),
  /** Public profiles whose username or display name contains q (2+ characters), the viewer left out. */
  search: request<UserSearch, PublicUser[]>('auth-user', 'auth-user.profile.search'),
  /**
   * The accounts among these ids as cards (name and avatar), in the order asked; unknown ids left out.
   * For the people a user already deals with (friends, requests, conversations), so privacy does not hide them.
   */
  cards: request<UserCardsRequest, UserCard[]>('auth-user', 'auth-user.profile.cards'),
  /**
   * The enabled accounts among these ids whose `preferences.notifications[kind]` is on (its default when
   * never set), in the order asked (issue 21).
   */
  notificationRecipients: request<NotificationRecipientsRequest, string[]>(
    'auth-user',
    'auth-user.profile.notifiable',
  ),
};
