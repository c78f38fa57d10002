import { DEFAULT_PREFERENCES, type PreferencesUpdate, type UserPreferences } from '@tracker/contracts';

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

/** A change merged into the stored preferences, one flag at a time. */
export function mergePreferences(stored: PreferencesUpdate, change: PreferencesUpdate): PreferencesUpdate {
  const merged: PreferencesUpdate = { ...stored, ...change };
  if (change.notifications) merged.notifications = { ...stored.notifications, ...change.notifications };
  if (change.privacy) merged.privacy = { ...stored.privacy, ...change.privacy };
  return merged;
}
