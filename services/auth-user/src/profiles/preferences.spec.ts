import { DEFAULT_PREFERENCES } from '@tracker/contracts';

import { mergePreferences, withDefaults } from './preferences.js';

describe('preferences', () => {
  it("fills what the user has not set with the spec's defaults, the timezone left null", () => {
    expect(withDefaults({})).toEqual(DEFAULT_PREFERENCES);
    expect(withDefaults({ theme: 'dark', privacy: { showFavorites: false } })).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      privacy: { showFavorites: false, showProfile: true },
    });
  });

  it('merges a change into what is stored, one flag at a time', () => {
    const stored = mergePreferences({}, { notifications: { updates: true }, timezone: 'America/New_York' });
    expect(mergePreferences(stored, { notifications: { newEpisodes: false } })).toEqual({
      notifications: { updates: true, newEpisodes: false },
      timezone: 'America/New_York',
    });
  });

  it('goes back to the browser timezone with null', () => {
    expect(mergePreferences({ timezone: 'Asia/Tokyo' }, { timezone: null })).toEqual({ timezone: null });
  });
});
