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
    [8.44, 'blue'],
    [7.5, 'blue'],
    [7.44, 'yellow'],
    [6.5, 'yellow'],
    [6.44, 'orange'],
    [1, 'orange'],
  ])('puts %d in the %s band', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it.each([
    [8.47, 'green'],
    [7.46, 'blue'],
    [6.46, 'yellow'],
  ])('bands %d by the figure shown, %s like it', (score, band) => {
    expect(scoreBand(score)).toBe(band);
    expect(scoreBand(Number(formatScore(score)))).toBe(band);
  });

  it('has no band without a score', () => {
    expect(scoreBand(null)).toBeNull();
  });
});
