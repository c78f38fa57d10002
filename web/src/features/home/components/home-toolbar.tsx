import type { HomeMode, HomeView } from '../home-params';
import './home-toolbar.css';

interface HomeToolbarProps {
  mode: HomeMode;
  activeFilterCount: number;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onToggleView: (view: HomeView) => void;
}

const VIEW_BUTTONS: ReadonlyArray<{ view: HomeView; label: string; icon: string }> = [
  // The favorites count joins this button with the signed-in lists (spec §2 toolbar).
  { view: 'favorites', label: 'Favorites', icon: '♥' },
  { view: 'calendar', label: 'Calendar', icon: '📅' },
  { view: 'watch-next', label: 'Watch Next', icon: '✨' },
];

/** Spec §2 toolbar: the filter panel's toggle and the three views, each pressed while it is open. */
export function HomeToolbar({
  mode,
  activeFilterCount,
  filtersOpen,
  onToggleFilters,
  onToggleView,
}: HomeToolbarProps) {
  return (
    <div className="home-toolbar" role="toolbar" aria-label="Home views">
      <button
        type="button"
        className="home-toolbar__button"
        aria-pressed={filtersOpen}
        aria-controls="home-filter-panel"
        onClick={onToggleFilters}
      >
        <span aria-hidden="true">⚙</span> Filters
        {activeFilterCount > 0 && (
          <span className="home-toolbar__badge">
            {activeFilterCount}
            <span className="visually-hidden"> active</span>
          </span>
        )}
      </button>
      {VIEW_BUTTONS.map(({ view, label, icon }) => (
        <button
          key={view}
          type="button"
          className="home-toolbar__button"
          aria-pressed={mode === view}
          onClick={() => onToggleView(view)}
        >
          <span aria-hidden="true">{icon}</span> {label}
        </button>
      ))}
    </div>
  );
}
