import { previousSeason, seasonOfMonth } from './season.js';

describe('seasonOfMonth', () => {
  it.each([
    [1, 'winter'],
    [3, 'winter'],
    [4, 'spring'],
    [6, 'spring'],
    [7, 'summer'],
    [9, 'summer'],
    [10, 'fall'],
    [12, 'fall'],
  ])('maps month %i to %s', (month, season) => {
    expect(seasonOfMonth(month)).toBe(season);
  });
});

describe('previousSeason', () => {
  it('steps back within a year and across the new year', () => {
    expect(previousSeason('summer', 2026)).toEqual({ season: 'spring', year: 2026 });
    expect(previousSeason('winter', 2026)).toEqual({ season: 'fall', year: 2025 });
  });
});
