import {
  animeIdParam,
  animeResourceRequest,
  batchQuery,
  bySlugRequest,
  pageParam,
  similarRequest,
  slugParam,
  topQuery,
} from './catalogue-queries.js';
import { refusalOf } from './refusal-of.testing.js';

const IDS_ERROR = 'ids must be 1 to 50 comma-separated anime ids (positive whole numbers)';

describe('animeIdParam', () => {
  it('reads an id from a route or a payload', () => {
    expect(animeIdParam.parse('42')).toBe(42);
    expect(animeIdParam.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it.each([
    ['abc', "Anime id must be a positive whole number, got 'abc'."],
    ['0', "Anime id must be a positive whole number, got '0'."],
    ['1.5', "Anime id must be a positive whole number, got '1.5'."],
    [undefined, "Anime id must be a positive whole number, got 'undefined'."],
    ['99999999999', "Anime id must be a whole number from 1 to 2147483647, got '99999999999'."],
  ])('rejects %p', (value, message) => expect(refusalOf(animeIdParam, value)).toBe(message));
});

describe('pageParam', () => {
  it('is 1 when absent', () => {
    expect(pageParam.parse(undefined)).toBe(1);
    expect(pageParam.parse('')).toBe(1);
    expect(pageParam.parse('3')).toBe(3);
  });

  it.each(['0', 'two', '10001'])('rejects %p', (value) =>
    expect(refusalOf(pageParam, value)).toBe(`Page must be a whole number from 1 to 10000, got '${value}'.`),
  );
});

describe('topQuery', () => {
  it('reads choices case-insensitively, page 1 by default', () => {
    expect(topQuery.parse({ type: 'Movie', filter: 'ByPopularity' })).toEqual({
      type: 'movie',
      filter: 'bypopularity',
      page: 1,
    });
    expect(topQuery.parse({ page: '3' })).toEqual({ type: undefined, filter: undefined, page: 3 });
  });

  it.each([
    [{ filter: 'best' }, "filter must be one of airing, upcoming, bypopularity or favorite, got 'best'."],
    [{ type: 'film' }, "type must be one of tv, movie, ova, special, ona or music, got 'film'."],
    [{ type: ['tv', 'movie'] }, "type must be one of tv, movie, ova, special, ona or music, got 'tv,movie'."],
    [{ page: 'two' }, "Page must be a whole number from 1 to 10000, got 'two'."],
    [{ type: 'film', page: 'two' }, "type must be one of tv, movie, ova, special, ona or music, got 'film'."],
  ])('rejects %j', (query, message) => expect(refusalOf(topQuery, query)).toBe(message));
});

describe('batchQuery', () => {
  it('reads ids from a comma list or a list, once each, in order', () => {
    expect(batchQuery.parse({ ids: '3, 1,3,2' }).ids).toEqual([3, 1, 2]);
    expect(batchQuery.parse({ ids: [5, '6'] }).ids).toEqual([5, 6]);
  });

  it.each([
    [{}, ''],
    [{ ids: '' }, ''],
    [{ ids: [] }, ''],
    [{ ids: 'x' }, 'x'],
    [{ ids: [0] }, '0'],
    [{ ids: '1,,2' }, '1,,2'],
    [
      { ids: Array.from({ length: 51 }, (_, index) => index + 1) },
      Array.from({ length: 51 }, (_, i) => i + 1).join(','),
    ],
  ])('rejects %j', (query, sent) =>
    expect(refusalOf(batchQuery, query)).toBe(`${IDS_ERROR}, got '${sent}'.`),
  );
});

describe('slugParam', () => {
  it('normalises a hand-typed slug by the spec rule', () => {
    expect(slugParam.parse('Delicious-In_Dungeon!')).toBe('delicious-in-dungeon');
  });

  it.each([
    ['---', '---'],
    ['', ''],
    [42, '42'],
    [undefined, ''],
    ['x'.repeat(201), 'x'.repeat(201)],
  ])('rejects %p', (value, sent) =>
    expect(refusalOf(slugParam, value)).toBe(
      `Slug must be at most 200 characters with a letter or digit, got '${sent}'.`,
    ),
  );
});

describe('bySlugRequest', () => {
  it('reads the slug and keeps a wait only when it is a time', () => {
    expect(bySlugRequest.parse({ slug: 'Frieren', openedWaitUntil: 5 })).toEqual({
      slug: 'frieren',
      openedWaitUntil: 5,
    });
    expect(bySlugRequest.parse({ slug: 'frieren', openedWaitUntil: 'soon' })).toEqual({ slug: 'frieren' });
  });
});

describe('similarRequest', () => {
  it('defaults the limit to the enhanced 20 and reads ids and limits from strings or numbers', () => {
    expect(similarRequest.parse({ id: 5 })).toEqual({ id: 5, limit: 20, localOnly: false });
    expect(similarRequest.parse({ id: '5', limit: null })).toEqual({ id: 5, limit: 20, localOnly: false });
    expect(similarRequest.parse({ id: 5, limit: '7' })).toEqual({ id: 5, limit: 7, localOnly: false });
  });

  it('answers from held data only when asked with localOnly true, and nothing else', () => {
    expect(similarRequest.parse({ id: 5, localOnly: true })).toMatchObject({ localOnly: true });
    expect(similarRequest.parse({ id: 5, localOnly: 'yes' })).toMatchObject({ localOnly: false });
  });

  it.each([[0], [21], ['abc'], [1.5], [-1]])('refuses the limit %p', (limit) =>
    expect(refusalOf(similarRequest, { id: 5, limit })).toBe(
      `limit must be a whole number from 1 to 20, got '${limit}'.`,
    ),
  );

  it('refuses a missing or bad id first', () => {
    expect(refusalOf(similarRequest, {})).toBe("Anime id must be a positive whole number, got 'undefined'.");
    expect(refusalOf(similarRequest, { id: 'x1', limit: 0 })).toBe(
      "Anime id must be a positive whole number, got 'x1'.",
    );
  });
});

describe('animeResourceRequest', () => {
  it('reads the id, the resource and page 1 by default', () =>
    expect(animeResourceRequest.parse({ id: '1', resource: 'episodes' })).toEqual({
      id: 1,
      resource: 'episodes',
      page: 1,
    }));

  it.each([
    [{ id: 'x', resource: 'bogus' }, "Anime id must be a positive whole number, got 'x'."],
    [
      { id: 1, resource: 'bogus', page: 0 },
      "Unknown anime resource 'bogus': use one of episodes, relations, characters, staff, statistics, themes, external, recommendations.",
    ],
    [{ id: 1, resource: 'staff', page: 0 }, "Page must be a whole number from 1 to 10000, got '0'."],
  ])('refuses %j', (request, message) => expect(refusalOf(animeResourceRequest, request)).toBe(message));
});
