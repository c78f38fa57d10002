import type {
  AccountUser,
  AuthSession,
  NotificationPreferences,
  PrivacyPreferences,
  UserPreferences,
} from '../schemas/account-responses.js';
import type { LoginRequest, PasswordChange, RegisterRequest } from '../schemas/account-writes.js';
import type {
  AccountChanged,
  AccountRequest,
  ImageRequest,
  TokenRevocation,
} from '../schemas/auth-payloads.js';
import type { ImageUpload, PreferencesUpdate, ProfileUpdate } from '../schemas/profile-writes.js';
import { event, request } from './message.js';

// Inferred from the schemas; a type-only export, so the main entry stays free of zod at run time.
export type { ImageUpload, LoginRequest, PasswordChange, PreferencesUpdate, ProfileUpdate, RegisterRequest };
export type { AccountUser, AuthSession, NotificationPreferences, PrivacyPreferences, UserPreferences };

/** Spec §3 preferences' choices (schemas/account-responses.ts). */
export const LANGUAGES = ['en', 'es'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;

export type Language = (typeof LANGUAGES)[number];
export type Theme = (typeof THEMES)[number];

export const DEFAULT_PREFERENCES: UserPreferences = {
  language: 'en',
  theme: 'auto',
  timezone: null,
  notifications: { newEpisodes: true, recommendations: true, updates: false },
  privacy: { showFavorites: true, showProfile: true },
};

/** What the bearer token carries (HS256 JWT). */
export interface TokenClaims {
  /** The user's id. */
  sub: string;
  username: string;
  isAdmin: boolean;
  /** The token's own id: logout revokes it by this until it would have expired. */
  jti: string;
  iat: number;
  /**
   * When it was issued, in ms: iat's whole seconds cannot tell a token issued just before 'log out
   * everywhere' from one issued just after it in the same second. Older tokens lack it (iat stands in).
   */
  iatMs?: number;
  exp: number;
}

/**
 * What ends a user's sessions, as auth-user holds it durably: tokens issued before validAfter (ms since
 * the epoch, 0 when never set) and the revoked token ids that have not expired yet.
 */
export interface SessionState {
  validAfter: number;
  revoked: string[];
}

/** The payloads are their schemas' types (schemas/auth-payloads.ts). */
export type { AccountChanged, AccountRequest, ImageRequest, TokenRevocation };

/** A changed password: a fresh session for this device, and the state that ends every other one. */
export interface PasswordChanged extends AuthSession {
  sessions: SessionState;
}

export const IMAGE_KINDS = ['avatar', 'banner'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Spec §7 uploads: at most 5 MB before re-encoding. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Served at GET /api/media/{id}.webp. */
export const mediaUrl = (id: string) => `/api/media/${id}.webp`;

const MEDIA_URL = /^\/api\/media\/([0-9a-f-]{36})\.webp$/;

/** The image id of one of our own {@link mediaUrl}s; null for any other URL. */
export const mediaIdOf = (url: string | null): string | null => (url && MEDIA_URL.exec(url)?.[1]) || null;

export interface StoredImage {
  url: string;
}

export interface MediaFile {
  /** The WebP bytes, base64. */
  base64: string;
}

/** The account's own calls; every one but register and login carries the id from a verified token. */
export const AUTH = {
  /** BAD_REQUEST with the first problem (spec §5 messages), CONFLICT for a taken username or email. */
  register: request<RegisterRequest, AuthSession>('auth-user', 'auth-user.account.register'),
  /** UNAUTHORIZED 'Invalid email or password. Please try again.' */
  login: request<LoginRequest, AuthSession>('auth-user', 'auth-user.session.create'),
  /** UNAUTHORIZED when the account no longer exists. */
  account: request<AccountRequest, AccountUser>('auth-user', 'auth-user.account.get'),
  updateProfile: request<{ userId: string; changes: ProfileUpdate }, AccountUser>(
    'auth-user',
    'auth-user.profile.update',
  ),
  /** BAD_REQUEST when the bytes are not a JPEG, PNG, GIF or WebP image or exceed MAX_UPLOAD_BYTES. */
  uploadImage: request<ImageUpload, StoredImage>('auth-user', 'auth-user.image.upload'),
  /** NOT_FOUND for an unknown id. */
  image: request<ImageRequest, MediaFile>('auth-user', 'auth-user.image.get'),
  /** BAD_REQUEST with the first problem (spec §5 messages) or a wrong current password. */
  changePassword: request<{ userId: string; change: PasswordChange }, PasswordChanged>(
    'auth-user',
    'auth-user.account.password',
  ),
  /** Broadcast after an account's row changes, so no auth-user replica serves its old copy. */
  accountChanged: event<AccountChanged>('auth-user', 'auth-user.account.changed', true),
};

/**
 * Durable session ends, which the gateway caches in Redis. Each answers the user's whole state, so a cache
 * fill and a write merge the same way; UNAUTHORIZED when the account no longer exists.
 */
export const SESSIONS = {
  state: request<AccountRequest, SessionState>('auth-user', 'auth-user.session.state'),
  /** Idempotent: revoking a revoked token again changes nothing. */
  revoke: request<TokenRevocation, SessionState>('auth-user', 'auth-user.session.revoke'),
  /** Ends every session issued until now, the caller's included. */
  endAll: request<AccountRequest, SessionState>('auth-user', 'auth-user.session.end-all'),
};
