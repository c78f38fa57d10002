import {
  DEFAULT_PREFERENCES,
  LANGUAGES,
  type PreferencesUpdate,
  THEMES,
  type UserPreferences,
} from '@tracker/contracts';
import { badRequest } from '@tracker/redis';

import { booleanField, fieldsOf } from '../common/payload.js';

/** What the user has set over the spec's defaults. */
export function withDefaults(stored: PreferencesUpdate): UserPreferences {
  return {
    language: stored.language ?? DEFAULT_PREFERENCES.language,
    theme: stored.theme ?? DEFAULT_PREFERENCES.theme,
    timezone: stored.timezone ?? DEFAULT_PREFERENCES.timezone,
    notifications: { ...DEFAULT_PREFERENCES.notifications, ...stored.notifications },
    privacy: { ...DEFAULT_PREFERENCES.privacy, ...stored.privacy },
  };
}

/** A change merged into the stored preferences; every field checked, unknown ones refused. */
export function mergePreferences(stored: PreferencesUpdate, raw: unknown): PreferencesUpdate {
  const change = fieldsOf(raw, ['language', 'theme', 'timezone', 'notifications', 'privacy'], 'preferences');
  const merged: PreferencesUpdate = { ...stored };
  if (change.language !== undefined) merged.language = choice('language', change.language, LANGUAGES);
  if (change.theme !== undefined) merged.theme = choice('theme', change.theme, THEMES);
  if (change.timezone !== undefined) merged.timezone = timezone(change.timezone);
  if (change.notifications !== undefined) {
    merged.notifications = {
      ...stored.notifications,
      ...flags(change.notifications, 'preferences.notifications', [
        'newEpisodes',
        'recommendations',
        'updates',
      ]),
    };
  }
  if (change.privacy !== undefined) {
    merged.privacy = {
      ...stored.privacy,
      ...flags(change.privacy, 'preferences.privacy', ['showFavorites', 'showProfile']),
    };
  }
  return merged;
}

function choice<T extends string>(name: string, value: unknown, options: readonly T[]): T {
  if (!options.includes(value as T)) {
    throw badRequest(`preferences.${name} must be one of ${options.join(', ')}.`);
  }
  return value as T;
}

/** An IANA zone the runtime knows (e.g. Asia/Tokyo), or null to follow the browser again. */
function timezone(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value === 'string' && value.length <= 64) {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    } catch {
      // Not a zone: answered below.
    }
  }
  // A fixed message: the input is not echoed back into a page.
  throw badRequest('preferences.timezone must be an IANA time zone such as Asia/Tokyo, or null.');
}

function flags<K extends string>(
  raw: unknown,
  what: string,
  names: readonly K[],
): Partial<Record<K, boolean>> {
  const fields = fieldsOf(raw, names, what);
  const result: Partial<Record<K, boolean>> = {};
  for (const name of names) {
    const value = booleanField(fields, name);
    if (value !== undefined) result[name] = value;
  }
  return result;
}
