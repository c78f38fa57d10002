import type { AccountUser } from '@tracker/contracts';

import { updateProfile } from '../api/update-profile';
import type { SignedInEvent } from '../signed-in-listeners';
import { discardPendingFavorites, findLegacyMigration, readPendingFavorites } from './legacy-user-store';

type LegacyFavorites = Pick<SignedInEvent, 'legacyFavorites' | 'discardLegacyFavorites'>;

/**
 * Carries the owner's legacy local profile (display name, preferences) into the account once, then
 * removes it; a failed save leaves it for the next sign-in. Favorites wait for the lists import.
 */
export async function migrateLegacyUser(
  user: AccountUser,
  onMigrated: (user: AccountUser) => void,
): Promise<LegacyFavorites> {
  try {
    const migration = findLegacyMigration(user);
    if (migration) {
      if (Object.keys(migration.profile).length) onMigrated(await updateProfile(migration.profile));
      migration.complete();
    }
  } catch {
    // Storage unavailable or the save failed: the legacy data stays where it is.
  }
  return {
    legacyFavorites: readPendingFavorites(user.id),
    discardLegacyFavorites: () => discardPendingFavorites(user.id),
  };
}
