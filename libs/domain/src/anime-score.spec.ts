import { formatScore, scoreBand } from './anime-score.js';

describe('formatScore', () => {
  it('shows one decimal', () => {
    expect(formatScore(8.75)).toBe('8.8');
    expect(formatScore(7)).toBe('7.0');
  });

  it("shows 'N/A' when there is no score", () => {
    expect(formatScore(null)).toBe('N/A');
    expect(formatScore(undefined)).toBe('N/A');
    expect(formatScore(Number.NaN)).toBe('N/A');
  });
});

describe('scoreBand', () => {
  it.each([
    [9.1, 'green'],
    [8.5, 'green'],
    [8.49, 'blue'],
    [7.5, 'blue'],
    [7.49, 'yellow'],
    [6.5, 'yellow'],
    [6.49, 'orange'],
    [1, 'orange'],
  ])('puts %d in the %s band', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it('has no band without a score', () => {
    expect(scoreBand(null)).toBeNull();
  });
});
