import {
  malLimit,
  malRankingRequest,
  malRankingType,
  malSearchRequest,
  malSeason,
  malSeasonRequest,
  malText,
  malYear,
} from './mal-queries.js';
import { refusalOf } from './refusal-of.testing.js';

const RANKINGS = 'all, airing, upcoming, tv, ova, movie, special, bypopularity or favorite';

describe('malText', () => {
  it('reads q trimmed', () => expect(malText.parse('  Frieren ')).toBe('Frieren'));

  it.each([
    [' ab ', ' ab '],
    ['x'.repeat(101), 'x'.repeat(101)],
    [undefined, ''],
    [42, '42'],
  ])('rejects %p', (value, sent) =>
    expect(refusalOf(malText, value)).toBe(
      `q must be 3 to 100 characters after trimming spaces, got '${sent}'.`,
    ),
  );
});

describe('malLimit', () => {
  it('is 25 when absent', () => {
    expect(malLimit.parse(undefined)).toBe(25);
    expect(malLimit.parse('')).toBe(25);
    expect(malLimit.parse('100')).toBe(100);
    expect(malLimit.parse(7)).toBe(7);
  });

  it.each(['0', '101', 'ten', 1.5])('rejects %p', (value) =>
    expect(refusalOf(malLimit, value)).toBe(`limit must be a whole number from 1 to 100, got '${value}'.`),
  );
});

describe('malYear', () => {
  it('reads a year from a route or a payload', () => {
    expect(malYear.parse('2024')).toBe(2024);
    expect(malYear.parse(1917)).toBe(1917);
  });

  it.each(['1916', '2101', 'soon', undefined])('rejects %p', (value) =>
    expect(refusalOf(malYear, value)).toBe(
      `year must be a whole number from 1917 to 2100, got '${String(value)}'.`,
    ),
  );
});

describe('malSeason', () => {
  it('reads a season case-insensitively', () => expect(malSeason.parse('Fall')).toBe('fall'));

  it.each(['monsoon', '', undefined])('rejects %p', (value) =>
    expect(refusalOf(malSeason, value)).toBe(
      `season must be one of winter, spring, summer or fall, got '${String(value)}'.`,
    ),
  );
});

describe('malRankingType', () => {
  it('is all when absent, else lowercase', () => {
    expect(malRankingType.parse(undefined)).toBe('all');
    expect(malRankingType.parse('ByPopularity')).toBe('bypopularity');
  });

  it('rejects another ranking', () =>
    expect(refusalOf(malRankingType, 'weekly')).toBe(
      `ranking_type must be one of ${RANKINGS}, got 'weekly'.`,
    ));
});

describe('the MAL payloads', () => {
  it('read each field with its default', () => {
    expect(malSearchRequest.parse({ q: ' Starlit ' })).toEqual({ q: 'Starlit', limit: 25 });
    expect(malSeasonRequest.parse({ year: 2024, season: 'FALL', limit: 3 })).toEqual({
      year: 2024,
      season: 'fall',
      limit: 3,
    });
    expect(malRankingRequest.parse({})).toEqual({ ranking_type: 'all', limit: 25 });
  });

  it.each([
    [
      malSearchRequest,
      { q: 'ab', limit: 0 },
      "q must be 3 to 100 characters after trimming spaces, got 'ab'.",
    ],
    [
      malSeasonRequest,
      { year: 1916, season: 'monsoon' },
      "year must be a whole number from 1917 to 2100, got '1916'.",
    ],
    [
      malRankingRequest,
      { ranking_type: 'weekly', limit: 0 },
      `ranking_type must be one of ${RANKINGS}, got 'weekly'.`,
    ],
  ])('answer the first field refused', (schema, payload, message) =>
    expect(refusalOf(schema, payload)).toBe(message),
  );
});
