import type { Anime } from '@tracker/contracts';

import { useSearchAnime } from '../../anime/api/search-anime';
import { useDebouncedValue } from './use-debounced-value';

/** Spec §2 search box: no search under 2 characters, 300 ms after the last keystroke, 8 results. */
export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_SUGGESTIONS = 8;

export interface SearchSuggestions {
  /** True from the keystroke until the answer for the text now in the box is there. */
  isLoading: boolean;
  /** Empty when nothing matched and, per spec §8, when the search failed. */
  results: Anime[];
}

export function useSearchSuggestions(text: string): SearchSuggestions {
  const query = text.trim();
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const enabled = debouncedQuery.length >= MIN_SEARCH_LENGTH;
  const { data, isError, isFetching, isPlaceholderData } = useSearchAnime(
    { q: debouncedQuery, limit: MAX_SUGGESTIONS },
    { enabled },
  );

  // The previous query's results stay as placeholder data; they do not answer the text now typed.
  const isLoading = debouncedQuery !== query || (isFetching && (isPlaceholderData || !data));
  const results = isError || !enabled ? [] : (data?.items.slice(0, MAX_SUGGESTIONS) ?? []);
  return { isLoading, results };
}
