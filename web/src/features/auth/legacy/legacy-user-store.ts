import {
  type AccountUser,
  LANGUAGES,
  type PreferencesUpdate,
  type ProfileUpdate,
  THEMES,
} from '@tracker/contracts';
import { displayNameError, normaliseEmail } from '@tracker/domain';

/**
 * Spec §3's legacy local user store, from before accounts lived on the server: users keyed by email, the
 * key naming the current one, and a favorites list that predates per-user favorites.
 */
export const LEGACY_USERS_KEY = 'users';
export const LEGACY_CURRENT_USER_KEY = 'currentUser';
export const LEGACY_FAVORITES_KEY = 'favorites';

/** Where an account's legacy favorites wait for the lists feature to import them. */
export const pendingFavoritesKey = (userId: string) => `legacyFavorites:${userId}`;

interface LegacyUser {
  displayName?: unknown;
  preferences?: Record<string, unknown>;
  favorites?: unknown;
}

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function malIds(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
}

function booleans<K extends string>(value: unknown, keys: readonly K[]): Partial<Record<K, boolean>> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    keys.filter((key) => typeof value[key] === 'boolean').map((key) => [key, value[key]]),
  ) as Partial<Record<K, boolean>>;
}

/** Only values the account accepts: a hand-edited or older store must not make the update fail. */
function legacyPreferences(stored: unknown): PreferencesUpdate {
  if (!isRecord(stored)) return {};
  const preferences: PreferencesUpdate = {};
  if (LANGUAGES.includes(stored.language as never)) preferences.language = stored.language as never;
  if (THEMES.includes(stored.theme as never)) preferences.theme = stored.theme as never;
  if (typeof stored.timezone === 'string' && stored.timezone) preferences.timezone = stored.timezone;
  const notifications = booleans(stored.notifications, ['newEpisodes', 'recommendations', 'updates']);
  if (Object.keys(notifications).length) preferences.notifications = notifications;
  const privacy = booleans(stored.privacy, ['showFavorites', 'showProfile']);
  if (Object.keys(privacy).length) preferences.privacy = privacy;
  return preferences;
}

function legacyProfile(entry: LegacyUser, user: AccountUser): ProfileUpdate {
  const changes: ProfileUpdate = {};
  const displayName = typeof entry.displayName === 'string' ? entry.displayName.trim() : '';
  if (displayName && !displayNameError(displayName) && displayName !== user.displayName)
    changes.displayName = displayName;
  const preferences = legacyPreferences(entry.preferences);
  if (Object.keys(preferences).length) changes.preferences = preferences;
  return changes;
}

function currentLegacyEmail(): string | null {
  const current = readJson(LEGACY_CURRENT_USER_KEY) ?? localStorage.getItem(LEGACY_CURRENT_USER_KEY);
  const email = isRecord(current) ? current.email : current;
  return typeof email === 'string' ? normaliseEmail(email) : null;
}

export interface LegacyMigration {
  /** The owner's legacy entry as a profile update; empty when there is nothing to carry over. */
  profile: ProfileUpdate;
  /** Removes the owner's legacy data, keeping its favorites aside for the lists import. */
  complete: () => void;
}

/** The legacy data of the account's owner (matched by email), or null when the store holds none. */
export function findLegacyMigration(user: AccountUser): LegacyMigration | null {
  const users = readJson(LEGACY_USERS_KEY);
  const email = normaliseEmail(user.email);
  const key = isRecord(users)
    ? Object.keys(users).find((stored) => normaliseEmail(stored) === email)
    : undefined;
  if (!isRecord(users) || key === undefined) return null;
  const entry: LegacyUser = isRecord(users[key]) ? users[key] : {};
  const isCurrent = currentLegacyEmail() === email;

  return {
    profile: legacyProfile(entry, user),
    complete: () => {
      // The unscoped list was the current user's before favorites were per user.
      const favorites = new Set([
        ...readPendingFavorites(user.id),
        ...malIds(entry.favorites),
        ...(isCurrent ? malIds(readJson(LEGACY_FAVORITES_KEY)) : []),
      ]);
      if (favorites.size) localStorage.setItem(pendingFavoritesKey(user.id), JSON.stringify([...favorites]));
      const { [key]: _owner, ...others } = users;
      if (Object.keys(others).length) localStorage.setItem(LEGACY_USERS_KEY, JSON.stringify(others));
      else localStorage.removeItem(LEGACY_USERS_KEY);
      if (isCurrent) {
        localStorage.removeItem(LEGACY_CURRENT_USER_KEY);
        localStorage.removeItem(LEGACY_FAVORITES_KEY);
      }
    },
  };
}

export function readPendingFavorites(userId: string): number[] {
  return malIds(readJson(pendingFavoritesKey(userId)));
}

export function discardPendingFavorites(userId: string): void {
  try {
    localStorage.removeItem(pendingFavoritesKey(userId));
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}
