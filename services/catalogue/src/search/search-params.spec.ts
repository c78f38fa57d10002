import {
  parseBatchIds,
  parseSearchRequest,
  parseSlug,
  parseStartDate,
  parseTopRequest,
} from './search-params.js';

const rejects = (parse: () => unknown, message: string) =>
  expect(parse).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', message }));

describe('parseSearchRequest', () => {
  it('defaults to the first page of 25 with no filters', () => {
    expect(parseSearchRequest(undefined)).toEqual({
      text: undefined,
      type: undefined,
      status: undefined,
      minScore: undefined,
      season: undefined,
      genres: [],
      startDate: undefined,
      order: undefined,
      page: 1,
      limit: 25,
    });
  });

  it('maps the sent vocabulary to the stored one, case-insensitively, from strings or numbers', () => {
    expect(
      parseSearchRequest({
        q: '  frieren ',
        type: 'TV',
        status: 'complete',
        min_score: '7.5',
        season: 'Fall',
        genres: '1, 10,1',
        start_date: '2024-01-01',
        order_by: 'score',
        sort: 'ASC',
        page: '2',
        limit: 10,
      }),
    ).toEqual({
      text: 'frieren',
      type: 'TV',
      status: 'Finished Airing',
      minScore: 7.5,
      season: 'fall',
      genres: [1, 10],
      startDate: '2024-01-01',
      order: { by: 'score', direction: 'asc' },
      page: 2,
      limit: 10,
    });
    expect(parseSearchRequest({ type: 'ova', status: 'airing', genres: [4] })).toMatchObject({
      type: 'OVA',
      status: 'Currently Airing',
      genres: [4],
    });
    expect(parseSearchRequest({ status: 'upcoming', min_score: 0 })).toMatchObject({
      status: 'Not yet aired',
      minScore: 0,
    });
  });

  it('sorts titles ascending and every other order descending unless told', () => {
    expect(parseSearchRequest({ order_by: 'title' }).order).toEqual({ by: 'title', direction: 'asc' });
    expect(parseSearchRequest({ order_by: 'members' }).order).toEqual({ by: 'members', direction: 'desc' });
  });

  it('treats empty values as absent and a lone sort as no order', () => {
    expect(parseSearchRequest({ q: '   ', type: '', sort: 'asc', page: '' })).toMatchObject({
      text: undefined,
      type: undefined,
      order: undefined,
      page: 1,
    });
  });

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
  ])('rejects %j', (payload, message) => rejects(() => parseSearchRequest(payload), message));

  it('accepts a text of at most 100 characters', () => {
    expect(parseSearchRequest({ q: 'x'.repeat(100) }).text).toHaveLength(100);
    rejects(() => parseSearchRequest({ q: 'x'.repeat(101) }), 'q must be text of at most 100 characters.');
  });

  it('accepts at most 20 genres', () => {
    const ids = Array.from({ length: 21 }, (_, index) => index + 1);
    expect(parseSearchRequest({ genres: ids.slice(0, 20) }).genres).toHaveLength(20);
    expect(() => parseSearchRequest({ genres: ids })).toThrow(/genres must be up to 20/);
  });
});

describe('parseStartDate', () => {
  it('accepts real calendar days', () => {
    expect(parseStartDate('2024-02-29')).toBe('2024-02-29');
    expect(parseStartDate(undefined)).toBeUndefined();
  });

  it.each(['2023-02-29', '2024-13-01', '2024-1-1', '2024', 'yesterday', 20240101])('rejects %p', (value) =>
    rejects(() => parseStartDate(value), `start_date must be a date as YYYY-MM-DD, got '${value}'.`),
  );
});

describe('parseTopRequest', () => {
  it('reads type, filter and page', () => {
    expect(parseTopRequest({ type: 'movie', filter: 'ByPopularity', page: '3' })).toEqual({
      type: 'Movie',
      filter: 'bypopularity',
      page: 3,
    });
    expect(parseTopRequest(null)).toEqual({ type: undefined, filter: undefined, page: 1 });
  });

  it('rejects an unknown filter', () =>
    rejects(
      () => parseTopRequest({ filter: 'best' }),
      "filter must be one of airing, upcoming, bypopularity or favorite, got 'best'.",
    ));
});

describe('parseBatchIds', () => {
  it('reads a comma list or an array, once each in the asked order', () => {
    expect(parseBatchIds('3, 1,3,2')).toEqual([3, 1, 2]);
    expect(parseBatchIds([5, '6'])).toEqual([5, 6]);
  });

  it.each([undefined, '', '1,x', '0', '1.5', []])('rejects %p', (value) =>
    expect(() => parseBatchIds(value)).toThrow(/^ids must be 1 to 50 comma-separated anime ids/),
  );

  it('accepts at most 50 ids', () => {
    const ids = Array.from({ length: 51 }, (_, index) => index + 1);
    expect(parseBatchIds(ids.slice(0, 50))).toHaveLength(50);
    expect(() => parseBatchIds(ids)).toThrow(/^ids must be 1 to 50/);
  });
});

describe('parseSlug', () => {
  it('normalises a hand-typed slug by the spec rule', () => {
    expect(parseSlug('Delicious-In_Dungeon!')).toBe('delicious-in-dungeon');
  });

  it.each(['---', '', 42])('rejects %p', (value) =>
    expect(() => parseSlug(value)).toThrow(/^Slug must be at most 200 characters with a letter or digit/),
  );

  it('rejects a slug longer than 200 characters', () =>
    expect(() => parseSlug('x'.repeat(201))).toThrow(/^Slug must be at most 200 characters/));
});
