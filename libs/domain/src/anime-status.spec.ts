import { normalizeAnimeStatus } from './anime-status.js';

describe('normalizeAnimeStatus', () => {
  it.each([
    ['Finished Airing', 'Completed'],
    ['Currently Airing', 'Airing'],
    ['Not yet aired', 'Upcoming'],
  ])('shows %s as %s', (status, label) => {
    expect(normalizeAnimeStatus(status)).toBe(label);
  });

  it('passes an unknown status through unchanged', () => {
    expect(normalizeAnimeStatus('On Hiatus')).toBe('On Hiatus');
  });

  it('returns null when the status is missing', () => {
    expect(normalizeAnimeStatus(null)).toBeNull();
    expect(normalizeAnimeStatus(undefined)).toBeNull();
    expect(normalizeAnimeStatus('')).toBeNull();
  });
});
