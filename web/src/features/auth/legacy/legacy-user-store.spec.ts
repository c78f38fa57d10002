import { buildAccountUser } from '../testing/account-factory';
import {
  findLegacyMigration,
  LEGACY_CURRENT_USER_KEY,
  LEGACY_FAVORITES_KEY,
  LEGACY_USERS_KEY,
  readPendingFavorites,
} from './legacy-user-store';

const user = buildAccountUser({ email: 'rin@example.test' });
const storeUsers = (users: unknown) => localStorage.setItem(LEGACY_USERS_KEY, JSON.stringify(users));

describe('findLegacyMigration', () => {
  afterEach(() => localStorage.clear());

  it('finds nothing without a store, or with a store for other people only', () => {
    expect(findLegacyMigration(user)).toBeNull();
    storeUsers({ 'shiro@example.test': { displayName: 'Shiro' } });
    expect(findLegacyMigration(user)).toBeNull();
    localStorage.setItem(LEGACY_USERS_KEY, '{not json');
    expect(findLegacyMigration(user)).toBeNull();
  });

  it('matches the email in any case and keeps only values the account accepts', () => {
    storeUsers({
      ' Rin@Example.TEST ': {
        displayName: 'x'.repeat(51),
        preferences: {
          language: 'fr',
          theme: 'light',
          timezone: '',
          notifications: { newEpisodes: 'yes', updates: true },
          privacy: null,
        },
      },
    });

    expect(findLegacyMigration(user)?.profile).toEqual({
      preferences: { theme: 'light', notifications: { updates: true } },
    });
  });

  it('leaves out a display name equal to the account one', () => {
    storeUsers({ 'rin@example.test': { displayName: ' Rin Tohsaka ' } });

    expect(findLegacyMigration(user)?.profile).toEqual({});
  });

  it('reads a current-user key stored as an object, and takes the unscoped favorites with it', () => {
    storeUsers({ 'rin@example.test': { favorites: [1, -2, 1.5, 3] } });
    localStorage.setItem(LEGACY_CURRENT_USER_KEY, JSON.stringify({ email: 'RIN@example.test' }));
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([3, 4]));

    findLegacyMigration(user)?.complete();

    expect(readPendingFavorites(user.id)).toEqual([1, 3, 4]);
    expect(localStorage.getItem(LEGACY_USERS_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_CURRENT_USER_KEY)).toBeNull();
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBeNull();
  });

  it('leaves the unscoped favorites when the current-user key names someone else', () => {
    storeUsers({ 'rin@example.test': {}, 'shiro@example.test': {} });
    localStorage.setItem(LEGACY_CURRENT_USER_KEY, 'shiro@example.test');
    localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([7]));

    findLegacyMigration(user)?.complete();

    expect(readPendingFavorites(user.id)).toEqual([]);
    expect(localStorage.getItem(LEGACY_CURRENT_USER_KEY)).toBe('shiro@example.test');
    expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBe('[7]');
    expect(JSON.parse(localStorage.getItem(LEGACY_USERS_KEY)!)).toEqual({ 'shiro@example.test': {} });
  });
});
