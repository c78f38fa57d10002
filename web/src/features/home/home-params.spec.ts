import { filterChips, homeMode, homeSearchParams, parseHomeState, searchRequest } from './home-params';

const parse = (search: string) => parseHomeState(new URLSearchParams(search));

describe('home params', () => {
  it('reads every filter from the URL and writes the same URL back', () => {
    const search =
      'q=bebop&min_score=7&year=2019&type=ona&status=upcoming&order_by=members&sort=asc&genres=7%2C36';
    const state = parse(search);

    expect(state).toEqual({
      view: undefined,
      q: 'bebop',
      filters: {
        minScore: 7,
        year: 2019,
        type: 'ona',
        status: 'upcoming',
        orderBy: 'members',
        sort: 'asc',
        genres: [7, 36],
      },
    });
    expect(homeSearchParams(state).toString()).toBe(search);
  });

  it('ignores values the panel does not offer, as in a hand-edited link', () => {
    const state = parse(
      'view=admin&min_score=10&year=1999&type=TV&status=finished&order_by=rank&genres=1,999,x',
    );

    expect(state.view).toBeUndefined();
    expect(state.filters).toEqual({ genres: [1] });
  });

  it('drops a sort direction without an order-by (spec §5)', () => {
    const state = parse('sort=desc');

    expect(state.filters.sort).toBeUndefined();
    expect(homeMode(state)).toBe('default');
    expect(homeSearchParams({ q: '', filters: { genres: [], sort: 'asc' } }).toString()).toBe('');
  });

  it('lets an open view win over search text, and counts results only with a query or a filter', () => {
    expect(homeMode(parse('view=calendar&q=x'))).toBe('calendar');
    expect(homeMode(parse('q=x'))).toBe('results');
    expect(homeMode(parse('genres=1'))).toBe('results');
    expect(homeMode(parse(''))).toBe('default');
  });

  it('builds the search with lowercase type and status and the year as start_date year-01-01', () => {
    const { q, filters } = parse('q=x&type=special&status=airing&year=2024&genres=10');

    expect(searchRequest(q, filters)).toEqual({
      q: 'x',
      type: 'special',
      status: 'airing',
      start_date: '2024-01-01',
      genres: [10],
      min_score: undefined,
      order_by: undefined,
      sort: undefined,
    });
  });

  it('gives one chip per active filter, order-by and its direction together, each removable alone', () => {
    const chips = filterChips(parse('min_score=5&order_by=title&sort=desc&genres=1,22').filters);

    expect(chips.map(({ parts }) => parts)).toEqual([
      { field: 'score', value: '5+' },
      { field: 'order', value: 'title', sort: 'desc' },
      { field: 'genre', value: 'Action' },
      { field: 'genre', value: 'Romance' },
    ]);
    expect(chips[1].without).toEqual({ minScore: 5, genres: [1, 22] });
    expect(chips[3].without.genres).toEqual([1]);
  });
});
