import type { ListEntry } from '@tracker/contracts';

import { QUICK_ACCESS_FETCHED, quickAccessIds } from './quick-access.js';

const entry = (animeId: number, updatedAt: string): ListEntry => ({
  id: `entry-${animeId}`,
  animeId,
  status: 'watching',
  score: null,
  episodesWatched: 0,
  timesRewatched: 0,
  isPrivate: false,
  isFavorite: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
});

describe(quickAccessIds.name, () => {
  it('lists the newest change first', () => {
    const entries = [
      entry(1, '2026-03-01T00:00:00.000Z'),
      entry(2, '2026-05-01T00:00:00.000Z'),
      entry(3, '2026-04-01T00:00:00.000Z'),
    ];
    expect(quickAccessIds(entries)).toEqual([2, 3, 1]);
  });

  it('keeps only as many as a tab fetches', () => {
    const entries = Array.from({ length: 20 }, (_, index) =>
      entry(index + 1, `2026-01-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`),
    );
    const ids = quickAccessIds(entries);
    expect(ids).toHaveLength(QUICK_ACCESS_FETCHED);
    expect(ids[0]).toBe(20);
  });
});
