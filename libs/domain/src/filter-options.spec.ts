import {
  filterStartDate,
  ORDER_BY_FILTER_OPTIONS,
  SCORE_FILTER_OPTIONS,
  SORT_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  TYPE_FILTER_OPTIONS,
  YEAR_FILTER_OPTIONS,
} from './filter-options.js';

const values = (options: readonly { value: unknown }[]) => options.map(({ value }) => value);

describe('filter options', () => {
  it('offers minimum scores from 9+ down to 5+', () => {
    expect(SCORE_FILTER_OPTIONS.map(({ label }) => label)).toEqual(['9+', '8+', '7+', '6+', '5+']);
    expect(values(SCORE_FILTER_OPTIONS)).toEqual([9, 8, 7, 6, 5]);
  });

  it('offers the years 2018 to 2024', () => {
    expect(values(YEAR_FILTER_OPTIONS)).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    expect(YEAR_FILTER_OPTIONS[0]).toEqual({ label: '2018', value: 2018 });
  });

  it('sends a year as the first of January of that year', () => {
    expect(filterStartDate(2021)).toBe('2021-01-01');
  });

  it('shows types capitalised and sends them lowercase', () => {
    expect(TYPE_FILTER_OPTIONS.map(({ label }) => label)).toEqual([
      'TV',
      'Movie',
      'OVA',
      'Special',
      'ONA',
      'Music',
    ]);
    for (const { label, value } of TYPE_FILTER_OPTIONS) expect(value).toBe(label.toLowerCase());
  });

  it('shows statuses capitalised and sends them lowercase', () => {
    expect(values(STATUS_FILTER_OPTIONS)).toEqual(['airing', 'complete', 'upcoming']);
    for (const { label, value } of STATUS_FILTER_OPTIONS) expect(value).toBe(label.toLowerCase());
  });

  it('orders by score, popularity, members, title or start date', () => {
    expect(values(ORDER_BY_FILTER_OPTIONS)).toEqual([
      'score',
      'popularity',
      'members',
      'title',
      'start_date',
    ]);
  });

  it('sorts descending first, then ascending', () => {
    expect(values(SORT_FILTER_OPTIONS)).toEqual(['desc', 'asc']);
  });
});
