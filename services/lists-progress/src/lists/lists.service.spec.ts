import { storedEntry } from '../../test/support/factories.js';
import { groupLists } from './lists.service.js';

describe(groupLists.name, () => {
  const ids = (entries: Array<{ animeId: number }>) => entries.map((entry) => entry.animeId);

  it('answers the five statuses and favorite, empty when there is nothing', () => {
    expect(groupLists([])).toEqual({
      watching: [],
      completed: [],
      on_hold: [],
      dropped: [],
      plan_to_watch: [],
      favorite: [],
    });
  });

  it('puts each entry under its status, and a favorite under favorite as well', () => {
    const lists = groupLists([
      storedEntry({ animeId: 1, status: 'watching', isFavorite: true }),
      storedEntry({ animeId: 2, status: 'completed' }),
      storedEntry({ animeId: 3, status: 'watching' }),
    ]);
    expect(ids(lists.watching)).toEqual([1, 3]);
    expect(ids(lists.completed)).toEqual([2]);
    expect(ids(lists.favorite)).toEqual([1]);
  });

  it('lists a favorite without a status under favorite only, and a rated-only title nowhere', () => {
    const lists = groupLists([
      storedEntry({ animeId: 4, status: null, isFavorite: true }),
      storedEntry({ animeId: 5, status: null, score: 8 }),
    ]);
    expect(ids(Object.values(lists).flat())).toEqual([4]);
    expect(ids(lists.favorite)).toEqual([4]);
  });

  it('answers the spec entry, without when the title was completed', () => {
    const [entry] = groupLists([
      storedEntry({ status: 'completed', completedAt: '2026-02-01T00:00:00.000Z' }),
    ]).completed;
    expect(entry).not.toHaveProperty('completedAt');
    expect(entry).toMatchObject({ animeId: 1, status: 'completed' });
  });
});
