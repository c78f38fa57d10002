import { animeYear } from './anime-year.js';

describe('animeYear', () => {
  it('uses the year when the anime has one', () => {
    expect(animeYear({ year: 1998, aired: { from: '1999-04-03T00:00:00+00:00' } })).toBe(1998);
  });

  it('falls back to the year of the first air date', () => {
    expect(animeYear({ year: null, aired: { from: '2001-09-01T00:00:00+00:00' } })).toBe(2001);
    expect(animeYear({ year: null, aired: { from: '2024-10' } })).toBe(2024);
  });

  it('returns null when neither is known', () => {
    expect(animeYear({ year: null, aired: { from: null } })).toBeNull();
    expect(animeYear({ year: null })).toBeNull();
  });
});
