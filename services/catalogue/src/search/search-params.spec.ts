import { searchQuery } from '@tracker/contracts/schemas';

import { parseBatchIds, parseSearchRequest, parseSlug, parseTopRequest } from './search-params.js';

/** A search payload as the controller's schema reads it, then as the service does. */
const searchOf = (payload: object) => parseSearchRequest(searchQuery.parse(payload));

const rejects = (parse: () => unknown, message: string) =>
  expect(parse).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', message }));

describe(parseSearchRequest.name, () => {
  it('defaults to the first page of 25 with no filters', () => {
    expect(searchOf({})).toEqual({
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
      searchOf({
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
    expect(searchOf({ type: 'ova', status: 'airing', genres: [4] })).toMatchObject({
      type: 'OVA',
      status: 'Currently Airing',
      genres: [4],
    });
    expect(searchOf({ status: 'upcoming', min_score: 0 })).toMatchObject({
      status: 'Not yet aired',
      minScore: 0,
    });
  });

  it('sorts titles ascending and every other order descending unless told', () => {
    expect(searchOf({ order_by: 'title' }).order).toEqual({ by: 'title', direction: 'asc' });
    expect(searchOf({ order_by: 'members' }).order).toEqual({ by: 'members', direction: 'desc' });
  });

  it('treats empty values as absent and a lone sort as no order', () => {
    expect(searchOf({ q: '   ', type: '', sort: 'asc', page: '' })).toMatchObject({
      text: undefined,
      type: undefined,
      order: undefined,
      page: 1,
    });
  });
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
