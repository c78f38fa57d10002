import './home-page.css';

import { useState } from 'react';

import { ScrollToTopButton } from '../../../components/ui/scroll-to-top-button';
import { FriendsActivitySlot } from '../../activity/components/friends-activity-slot';
import { CurrentSeasonSection } from '../../anime/components/current-season-section';
import { CalendarView } from '../../calendar/components/calendar-view';
import { QuickAccessPanel } from '../../lists/components/quick-access-panel';
import { useListSession } from '../../lists/hooks/use-list-session';
import { filterChips, filtersNeedingDetails, searchRequest } from '../home-params';
import { useHomeState } from '../hooks/use-home-state';
import { CatalogueNotice } from './catalogue-notice';
import { FavoritesView } from './favorites-view';
import { FilterPanel } from './filter-panel';
import { HomeToolbar } from './home-toolbar';
import { SearchResults } from './search-results';
import { TopAnimeSection } from './top-anime-section';
import { WatchNextView } from './watch-next-view';

/** Spec §2 home: the toolbar, the filter panel, and whichever of the spec §4 modes is on. */
export function HomePage() {
  const { mode, q, filters, setFilters, clearSearch, toggleView } = useHomeState();
  const activeFilterCount = filterChips(filters).length;
  // A shared link with filters opens with the panel showing them.
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount > 0);
  const request = searchRequest(q, filters);
  const { loaded: listsLoaded, favorites } = useListSession();

  return (
    <>
      <HomeToolbar
        mode={mode}
        activeFilterCount={activeFilterCount}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        onToggleView={toggleView}
        favoritesCount={listsLoaded ? favorites.length : undefined}
      />
      {filtersOpen && <FilterPanel filters={filters} onChange={setFilters} />}
      {mode === 'results' && (
        <SearchResults
          key={JSON.stringify(request)}
          request={request}
          query={q}
          activeFilterCount={activeFilterCount}
          detailFilters={filtersNeedingDetails(filters)}
          onClearSearch={clearSearch}
        />
      )}
      {mode === 'favorites' && <FavoritesView />}
      {mode === 'calendar' && <CalendarView />}
      {mode === 'watch-next' && <WatchNextView />}
      {mode === 'default' && (
        <>
          <CurrentSeasonSection />
          {/* Below the season, so the first paint's shell (index.html) stays exactly what renders first. */}
          <QuickAccessPanel />
          <FriendsActivitySlot />
          <TopAnimeSection />
        </>
      )}
      <ScrollToTopButton />
      <CatalogueNotice />
    </>
  );
}
