/** One choice of the spec §9 filter panel: what the person sees and what the search sends. */
export interface FilterOption<Value> {
  label: string;
  value: Value;
}

/** Minimum score: 9+ down to 5+, sent as `min_score`. */
export const SCORE_FILTER_OPTIONS = [
  { label: '9+', value: 9 },
  { label: '8+', value: 8 },
  { label: '7+', value: 7 },
  { label: '6+', value: 6 },
  { label: '5+', value: 5 },
] as const satisfies readonly FilterOption<number>[];

const FIRST_FILTER_YEAR = 2018;
const LAST_FILTER_YEAR = 2024;

/** Years 2018 to 2024, oldest first; sent as a start date through `filterStartDate`. */
export const YEAR_FILTER_OPTIONS: readonly FilterOption<number>[] = Array.from(
  { length: LAST_FILTER_YEAR - FIRST_FILTER_YEAR + 1 },
  (_, index) => ({ label: String(FIRST_FILTER_YEAR + index), value: FIRST_FILTER_YEAR + index }),
);

/** Spec §9: the year filter is sent as `start_date` on the first of January. */
export function filterStartDate(year: number): string {
  return `${year}-01-01`;
}

/** Types, shown capitalised and sent lowercase as `type`. */
export const TYPE_FILTER_OPTIONS = [
  { label: 'TV', value: 'tv' },
  { label: 'Movie', value: 'movie' },
  { label: 'OVA', value: 'ova' },
  { label: 'Special', value: 'special' },
  { label: 'ONA', value: 'ona' },
  { label: 'Music', value: 'music' },
] as const satisfies readonly FilterOption<string>[];

export type AnimeTypeFilter = (typeof TYPE_FILTER_OPTIONS)[number]['value'];

/** Statuses, shown capitalised and sent lowercase as `status`. */
export const STATUS_FILTER_OPTIONS = [
  { label: 'Airing', value: 'airing' },
  { label: 'Complete', value: 'complete' },
  { label: 'Upcoming', value: 'upcoming' },
] as const satisfies readonly FilterOption<string>[];

export type AnimeStatusFilter = (typeof STATUS_FILTER_OPTIONS)[number]['value'];

/** Sent as `order_by`; the sort selector stays disabled until one is chosen (spec §5). */
export const ORDER_BY_FILTER_OPTIONS = [
  { label: 'Score', value: 'score' },
  { label: 'Popularity', value: 'popularity' },
  { label: 'Members', value: 'members' },
  { label: 'Title', value: 'title' },
  { label: 'Start date', value: 'start_date' },
] as const satisfies readonly FilterOption<string>[];

export type AnimeOrderBy = (typeof ORDER_BY_FILTER_OPTIONS)[number]['value'];

/** Sent as `sort`. */
export const SORT_FILTER_OPTIONS = [
  { label: 'Descending', value: 'desc' },
  { label: 'Ascending', value: 'asc' },
] as const satisfies readonly FilterOption<string>[];

export type SortDirection = (typeof SORT_FILTER_OPTIONS)[number]['value'];
