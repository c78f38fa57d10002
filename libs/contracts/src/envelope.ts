/** The response body of every HTTP route: spec §7 `{ success, data, error }`. */
export interface ApiEnvelope<T> {
  success: boolean;
  data: T | null;
  error: string | null;
}

export interface Page<T> {
  items: T[];
  page: number;
  /** Spec §9: more results exist when a full page (25) came back. */
  hasNext: boolean;
}

/** A page that also says how many results the whole query matches (spec §2 'N results'). */
export interface CountedPage<T> extends Page<T> {
  total: number;
}

export const PAGE_SIZE = 25;
