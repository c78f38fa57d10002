import { episodeAt } from './episode-number.js';

describe('episodeAt', () => {
  // Mondays 00:30 JST from 2026-10-05: Sunday 15:30 UTC.
  const slot = (week: number) => new Date(Date.UTC(2026, 9, 4 + 7 * week, 15, 30));

  it('counts the weeks since the premiere day in Japan, the first slot being episode 1', () => {
    expect(episodeAt(slot(0), '2026-10-05T00:00:00+00:00', 12)).toBe(1);
    expect(episodeAt(slot(1), '2026-10-05T00:00:00+00:00', 12)).toBe(2);
    expect(episodeAt(slot(7), '2026-10-05', null)).toBe(8);
  });

  it('caps at the episode count and knows nothing before the premiere or without one', () => {
    expect(episodeAt(slot(20), '2026-10-05T00:00:00+00:00', 12)).toBe(12);
    expect(episodeAt(slot(-1), '2026-10-05T00:00:00+00:00', 12)).toBeNull();
    expect(episodeAt(slot(0), null, 12)).toBeNull();
    expect(episodeAt(slot(0), 'soon', 12)).toBeNull();
  });
});
