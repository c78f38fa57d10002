import type {
  AnimeSearchOrder,
  AnimeSearchRequest,
  AnimeSearchStatus,
  AnimeSearchType,
  SearchSort,
} from '@tracker/contracts';
import {
  filterStartDate,
  GENRE_FILTER_OPTIONS,
  ORDER_BY_FILTER_OPTIONS,
  SCORE_FILTER_OPTIONS,
  SORT_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  TYPE_FILTER_OPTIONS,
  YEAR_FILTER_OPTIONS,
} from '@tracker/domain';

/** Spec §4 home modes besides default and results, named as they appear in `?view=`. */
export const HOME_VIEWS = ['favorites', 'calendar', 'watch-next'] as const;
export type HomeView = (typeof HOME_VIEWS)[number];

export type HomeMode = 'default' | 'results' | HomeView;

/** The spec §9 filter panel's choices; absent means 'any'. */
export interface HomeFilters {
  minScore?: number;
  year?: number;
  type?: AnimeSearchType;
  status?: AnimeSearchStatus;
  orderBy?: AnimeSearchOrder;
  /** Only meaningful with `orderBy` (spec §5: the sort selector is disabled until then). */
  sort?: SearchSort;
  genres: number[];
}

/** Everything the home screen keeps in the address bar, so results are shareable and Back works. */
export interface HomeState {
  view?: HomeView;
  q: string;
  filters: HomeFilters;
}

/** The search params each filter is kept under: the search API's own names. */
const PARAM = {
  view: 'view',
  q: 'q',
  minScore: 'min_score',
  year: 'year',
  type: 'type',
  status: 'status',
  orderBy: 'order_by',
  sort: 'sort',
  genres: 'genres',
} as const;

function oneOf<T extends string | number>(
  options: readonly { value: T }[],
  raw: string | null,
): T | undefined {
  return options.find(({ value }) => String(value) === raw)?.value;
}

/** Reads the home state from the URL, ignoring values the panel does not offer (hand-edited links). */
export function parseHomeState(params: URLSearchParams): HomeState {
  const orderBy = oneOf(ORDER_BY_FILTER_OPTIONS, params.get(PARAM.orderBy));
  const genreIds = (params.get(PARAM.genres) ?? '').split(',');
  return {
    view: HOME_VIEWS.find((view) => view === params.get(PARAM.view)),
    q: params.get(PARAM.q)?.trim() ?? '',
    filters: {
      minScore: oneOf(SCORE_FILTER_OPTIONS, params.get(PARAM.minScore)),
      year: oneOf(YEAR_FILTER_OPTIONS, params.get(PARAM.year)),
      type: oneOf(TYPE_FILTER_OPTIONS, params.get(PARAM.type)),
      status: oneOf(STATUS_FILTER_OPTIONS, params.get(PARAM.status)),
      orderBy,
      sort: orderBy ? oneOf(SORT_FILTER_OPTIONS, params.get(PARAM.sort)) : undefined,
      genres: GENRE_FILTER_OPTIONS.filter(({ id }) => genreIds.includes(String(id))).map(({ id }) => id),
    },
  };
}

/** The URL search params of a home state, leaving out whatever is unset. */
export function homeSearchParams({ view, q, filters }: HomeState): URLSearchParams {
  const entries: Array<[string, string | number | undefined]> = [
    [PARAM.view, view],
    [PARAM.q, q || undefined],
    [PARAM.minScore, filters.minScore],
    [PARAM.year, filters.year],
    [PARAM.type, filters.type],
    [PARAM.status, filters.status],
    [PARAM.orderBy, filters.orderBy],
    [PARAM.sort, filters.orderBy ? filters.sort : undefined],
    [PARAM.genres, filters.genres.length > 0 ? filters.genres.join(',') : undefined],
  ];
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined) params.set(key, String(value));
  return params;
}

export const NO_FILTERS: HomeFilters = { genres: [] };

/** What a chip names, for the panel to say in the language shown: a field and its value, or a genre. */
export type FilterChipParts =
  | { field: 'score' | 'year'; value: string }
  | { field: 'genre'; value: string }
  | { field: 'type'; value: AnimeSearchType }
  | { field: 'status'; value: AnimeSearchStatus }
  | { field: 'order'; value: AnimeSearchOrder; sort?: SearchSort };

/** One removable chip of the filter panel (spec §2). */
export interface FilterChip {
  key: string;
  parts: FilterChipParts;
  /** The filters without this one. */
  without: HomeFilters;
}

const labelOf = <T>(options: readonly { label: string; value: T }[], value: T): string =>
  options.find((option) => option.value === value)?.label ?? String(value);

/** The active filters as chips, in the panel's order; their number is the toolbar badge's count. */
export function filterChips(filters: HomeFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const { minScore, year, type, status, orderBy, sort } = filters;
  if (minScore !== undefined)
    chips.push({
      key: 'score',
      parts: { field: 'score', value: labelOf(SCORE_FILTER_OPTIONS, minScore) },
      without: { ...filters, minScore: undefined },
    });
  if (year !== undefined)
    chips.push({
      key: 'year',
      parts: { field: 'year', value: String(year) },
      without: { ...filters, year: undefined },
    });
  if (type)
    chips.push({
      key: 'type',
      parts: { field: 'type', value: type },
      without: { ...filters, type: undefined },
    });
  if (status)
    chips.push({
      key: 'status',
      parts: { field: 'status', value: status },
      without: { ...filters, status: undefined },
    });
  if (orderBy)
    chips.push({
      key: 'order',
      parts: { field: 'order', value: orderBy, sort },
      without: { ...filters, orderBy: undefined, sort: undefined },
    });
  for (const genre of GENRE_FILTER_OPTIONS.filter(({ id }) => filters.genres.includes(id)))
    chips.push({
      key: `genre-${genre.id}`,
      parts: { field: 'genre', value: genre.name },
      without: { ...filters, genres: filters.genres.filter((id) => id !== genre.id) },
    });
  return chips;
}

/** Spec §4: explicit views win; otherwise a search text or any filter means results. */
export function homeMode({ view, q, filters }: HomeState): HomeMode {
  if (view) return view;
  return q || filterChips(filters).length > 0 ? 'results' : 'default';
}

/** The search request of spec §7: types and statuses lowercase, the year as `start_date` year-01-01. */
export function searchRequest(q: string, filters: HomeFilters): AnimeSearchRequest {
  return {
    q: q || undefined,
    min_score: filters.minScore,
    start_date: filters.year === undefined ? undefined : filterStartDate(filters.year),
    type: filters.type,
    status: filters.status,
    order_by: filters.orderBy,
    sort: filters.orderBy ? filters.sort : undefined,
    genres: filters.genres.length > 0 ? filters.genres : undefined,
  };
}

/**
 * The filters that read what only a title's details hold (score, genres, the Music type): the catalogue
 * seeds titles without them and completes each when someone opens, searches or lists it, so no match
 * may only mean no details yet. Named as the results say them.
 */
export function filtersNeedingDetails(filters: HomeFilters): string[] {
  return [
    filters.minScore !== undefined && 'score',
    filters.genres.length > 0 && 'genre',
    filters.type === 'music' && 'music',
  ].filter((name): name is string => Boolean(name));
}
