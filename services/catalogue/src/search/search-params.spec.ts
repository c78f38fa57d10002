import { searchQuery } from '@tracker/contracts/schemas';

import { parseSearchRequest, parseTopRequest } from './search-params.js';

/** A search payload as the controller's schema reads it, then as the service does. */
const searchOf = (payload: object) => parseSearchRequest(searchQuery.parse(payload));

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
  it('reads type in its stored spelling, filter and page', () => {
    expect(parseTopRequest({ type: 'movie', filter: 'bypopularity', page: 3 })).toEqual({
      type: 'Movie',
      filter: 'bypopularity',
      page: 3,
    });
    expect(parseTopRequest({ type: undefined, filter: undefined, page: 1 })).toEqual({
      type: undefined,
      filter: undefined,
      page: 1,
    });
  });
});
