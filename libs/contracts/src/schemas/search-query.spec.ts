import { refusalOf } from './refusal-of.testing.js';
import { searchQuery } from './search-query.js';

describe('searchQuery', () => {
  it.each([
    [{ type: 'anime' }, "type must be one of tv, movie, ova, special, ona or music, got 'anime'."],
    [{ status: 'finished' }, "status must be one of airing, complete or upcoming, got 'finished'."],
    [{ season: 'monsoon' }, "season must be one of winter, spring, summer or fall, got 'monsoon'."],
    [
      { order_by: 'rank' },
      "order_by must be one of score, popularity, members, title or start_date, got 'rank'.",
    ],
    [{ sort: 'up' }, "sort must be asc or desc, got 'up'."],
    [{ min_score: 'x' }, "min_score must be a number from 0 to 10, got 'x'."],
    [{ min_score: '10.5' }, "min_score must be a number from 0 to 10, got '10.5'."],
    [{ min_score: '-1' }, "min_score must be a number from 0 to 10, got '-1'."],
    [
      { genres: 'action' },
      "genres must be up to 20 comma-separated genre ids (positive whole numbers), got 'action'.",
    ],
    [
      { genres: '1,,2' },
      "genres must be up to 20 comma-separated genre ids (positive whole numbers), got '1,,2'.",
    ],
    [
      { genres: '1,99999999999' },
      "genres must be up to 20 comma-separated genre ids (positive whole numbers), got '1,99999999999'.",
    ],
    [{ limit: '0' }, "limit must be a whole number from 1 to 25, got '0'."],
    [{ limit: 1000 }, "limit must be a whole number from 1 to 25, got '1000'."],
    [{ page: '0' }, "Page must be a whole number from 1 to 10000, got '0'."],
    [{ q: 42 }, 'q must be text of at most 100 characters.'],
  ])('rejects %j', (query, message) => expect(refusalOf(searchQuery, query)).toBe(message));

  it('reads a repeated parameter as one comma list, as the query string brings it', () => {
    expect(searchQuery.parse({ genres: ['1', '10'], type: ['TV'] })).toMatchObject({
      genres: [1, 10],
      type: 'tv',
    });
    expect(refusalOf(searchQuery, { q: ['a', 'b'] })).toBe('q must be text of at most 100 characters.');
  });

  it('accepts a text of at most 100 characters', () => {
    expect(searchQuery.parse({ q: 'x'.repeat(100) }).q).toHaveLength(100);
    expect(refusalOf(searchQuery, { q: 'x'.repeat(101) })).toBe('q must be text of at most 100 characters.');
  });

  it('accepts at most 20 genres', () => {
    const ids = Array.from({ length: 21 }, (_, index) => index + 1);
    expect(searchQuery.parse({ genres: ids.slice(0, 20) }).genres).toHaveLength(20);
    expect(refusalOf(searchQuery, { genres: ids })).toMatch(/genres must be up to 20/);
  });

  it('accepts real calendar days as start_date', () => {
    expect(searchQuery.parse({ start_date: '2024-02-29' }).start_date).toBe('2024-02-29');
    expect(searchQuery.parse({}).start_date).toBeUndefined();
  });

  it.each(['2023-02-29', '2024-13-01', '2024-1-1', '2024', 'yesterday', 20240101])(
    'rejects %p as start_date',
    (value) =>
      expect(refusalOf(searchQuery, { start_date: value })).toBe(
        `start_date must be a date as YYYY-MM-DD, got '${value}'.`,
      ),
  );
});
