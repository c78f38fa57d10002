import { z } from 'zod';

import { LANGUAGES, THEMES } from '../messages/auth.js';

export const notificationPreferences = z.object({
  newEpisodes: z.boolean(),
  recommendations: z.boolean(),
  updates: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const privacyPreferences = z.object({ showFavorites: z.boolean(), showProfile: z.boolean() });
export type PrivacyPreferences = z.infer<typeof privacyPreferences>;

/** Spec §3 preferences. The timezone stays null until the user picks one: the web then uses the browser's. */
export const userPreferences = z.object({
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
  timezone: z.string().nullable(),
  notifications: notificationPreferences,
  privacy: privacyPreferences,
});
export type UserPreferences = z.infer<typeof userPreferences>;

/** Spec §3 User, as its owner sees it (GET /api/auth/me, /api/auth/profile, login and register). */
export const accountUser = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The profile's public flag: off hides the profile from everyone else. */
  isPublic: z.boolean(),
  preferences: userPreferences,
  createdAt: z.string(),
});
export type AccountUser = z.infer<typeof accountUser>;

/** What register and login answer: spec §7 data (token, user). */
export const authSession = z.object({ token: z.string(), user: accountUser });
export type AuthSession = z.infer<typeof authSession>;

/** What anyone may see of a public profile (GET /api/users/{username}): no email, no settings. */
export const publicUser = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  createdAt: z.string(),
  /** The owner's privacy choice: other services hide favorites when it is off. */
  showFavorites: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** What the friends sidebar shows of anyone it names, whatever their profile's privacy (spec §3 Friend). */
export const userCard = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar_url: z.string().nullable(),
});
export type UserCard = z.infer<typeof userCard>;

/** POST /api/auth/upload-avatar data: the stored image's URL. */
export const uploadedAvatar = z.object({ avatarUrl: z.string() });

/** POST /api/auth/upload-banner data: the stored image's URL. */
export const uploadedBanner = z.object({ bannerUrl: z.string() });
