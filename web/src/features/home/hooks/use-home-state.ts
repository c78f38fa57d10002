import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { currentSeasonQueryOptions } from '../../anime/api/get-current-season';
import {
  type HomeFilters,
  homeMode,
  homeSearchParams,
  type HomeState,
  type HomeView,
  NO_FILTERS,
  parseHomeState,
} from '../home-params';

/**
 * The home screen's mode, search text and filters, kept in the URL (spec §4: the modes are mutually
 * exclusive). Every change is a history entry, so Back returns to the previous view.
 */
export function useHomeState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const state = useMemo(() => parseHomeState(searchParams), [searchParams]);
  const mode = homeMode(state);

  const go = useCallback(
    (next: HomeState) => {
      // Spec §4: toggling a mode off reloads the current season.
      if (mode !== 'default' && homeMode(next) === 'default')
        void queryClient.invalidateQueries({ queryKey: currentSeasonQueryOptions().queryKey });
      setSearchParams(homeSearchParams(next));
    },
    [mode, queryClient, setSearchParams],
  );

  const setFilters = useCallback((filters: HomeFilters) => go({ q: state.q, filters }), [go, state.q]);

  const clearSearch = useCallback(() => go({ q: '', filters: state.filters }), [go, state.filters]);

  /** Opens a view, leaving search and filters behind, or closes it when it is the one open. */
  const toggleView = useCallback(
    (view: HomeView) => go({ view: state.view === view ? undefined : view, q: '', filters: NO_FILTERS }),
    [go, state.view],
  );

  return { ...state, mode, setFilters, clearSearch, toggleView };
}
