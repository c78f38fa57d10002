import type { VisibleUsersRequest } from '../schemas/auth-payloads.js';
import { request } from './message.js';

export type { VisibleUsersRequest };
import type { PublicUser } from './users.js';

/** Most ids one visibility lookup may carry. */
export const VISIBLE_USERS_MAX_IDS = 200;

/** What lists-progress asks auth-user when it lists who has a title (spec §6: only public profiles). */
export const USERS_VISIBILITY = {
  /** The public profiles among these ids (public flag and showProfile on), in the order asked; others left out. */
  visibleByIds: request<VisibleUsersRequest, PublicUser[]>('auth-user', 'auth-user.profile.visible-batch'),
};
