import { animeIdError, MAX_ANIME_ID, parseAnimeId, parseWholeNumber } from './whole-number.js';

describe('parseWholeNumber', () => {
  it('reads whole numbers from strings and numbers within the bounds', () => {
    expect(parseWholeNumber('42', 1)).toBe(42);
    expect(parseWholeNumber(7, 1, 10)).toBe(7);
  });

  it.each([
    ['abc'],
    ['1.5'],
    ['-3'],
    ['0'],
    [''],
    [null],
    [undefined],
    [1.5],
    ['99999999999999999999'],
    ['1e3'],
  ])('rejects %p', (value) => {
    expect(parseWholeNumber(value, 1)).toBeNull();
  });

  it('rejects numbers above the maximum', () => {
    expect(parseWholeNumber('11', 1, 10)).toBeNull();
  });
});

describe('parseAnimeId', () => {
  it('takes ids up to the largest Postgres integer', () => {
    expect(parseAnimeId(MAX_ANIME_ID)).toBe(2_147_483_647);
    expect(parseAnimeId('52701')).toBe(52701);
  });

  it.each([[MAX_ANIME_ID + 1], ['99999999999'], [0], ['abc']])('refuses %p', (value) => {
    expect(parseAnimeId(value)).toBeNull();
  });
});

describe('animeIdError', () => {
  it('names the range for ids too large to exist, and the form for anything else', () => {
    expect(animeIdError('99999999999')).toBe(
      "Anime id must be a whole number from 1 to 2147483647, got '99999999999'.",
    );
    expect(animeIdError(99999999999)).toContain('from 1 to 2147483647');
    expect(animeIdError('abc')).toBe("Anime id must be a positive whole number, got 'abc'.");
    expect(animeIdError('0')).toBe("Anime id must be a positive whole number, got '0'.");
  });
});
