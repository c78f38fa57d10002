import { slugify } from './slug.js';

describe('slugify', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugify('Cowboy Bebop')).toBe('cowboy-bebop');
  });

  it('strips punctuation', () => {
    expect(slugify('Re:Zero - Starting Life in Another World!')).toBe(
      'rezero-starting-life-in-another-world',
    );
    expect(slugify("JoJo's Bizarre Adventure (2012)")).toBe('jojos-bizarre-adventure-2012');
  });

  it('collapses spaces, underscores and hyphens into single hyphens', () => {
    expect(slugify('Sword  Art__Online -- Alicization')).toBe('sword-art-online-alicization');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify(' -Gintama.- ')).toBe('gintama');
  });

  it('keeps letters and digits of other scripts', () => {
    expect(slugify('進撃の巨人 Season 2')).toBe('進撃の巨人-season-2');
    expect(slugify('Pokémon')).toBe('pokémon');
  });

  it('returns an empty slug for a title made only of punctuation', () => {
    expect(slugify('?!')).toBe('');
  });
});
