import type { AccountUser, ProfileUpdate } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/** PUT /api/auth/profile: display name, image URLs, preferences (partial) or the public flag. */
export async function updateProfile(changes: ProfileUpdate): Promise<AccountUser> {
  return (await apiSend<{ user: AccountUser }>('PUT', '/auth/profile', { json: changes })).user;
}

/** The account as it will be once `changes` are saved: lets the screen show a choice at once. */
export function withProfileChanges(user: AccountUser, changes: ProfileUpdate): AccountUser {
  const { preferences, ...fields } = changes;
  return {
    ...user,
    ...fields,
    preferences: {
      ...user.preferences,
      ...preferences,
      notifications: { ...user.preferences.notifications, ...preferences?.notifications },
      privacy: { ...user.preferences.privacy, ...preferences?.privacy },
    },
  };
}
