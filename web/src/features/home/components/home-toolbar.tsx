import './home-toolbar.css';

import { useTranslation } from '../../../i18n/use-translation';
import type { HomeMode, HomeView } from '../home-params';

interface HomeToolbarProps {
  mode: HomeMode;
  activeFilterCount: number;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onToggleView: (view: HomeView) => void;
  /** The signed-in user's favorites, shown on the Favorites button; absent for anonymous visitors. */
  favoritesCount?: number;
}

// 24 × 24 outline icons as SVG paths: emoji depend on the fonts a system happens to have.
const ICONS = {
  filters: 'M3 5h18l-7 8v6l-4-2v-4z',
  favorites: 'M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  'watch-next': 'M12 3l2.2 5.8L20 11l-5.8 2.2L12 19l-2.2-5.8L4 11l5.8-2.2z',
} as const;

function ToolbarIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="home-toolbar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

const VIEW_BUTTONS = [
  { view: 'favorites', label: 'toolbar.favorites' },
  { view: 'calendar', label: 'toolbar.calendar' },
  { view: 'watch-next', label: 'toolbar.watchNext' },
] as const satisfies ReadonlyArray<{ view: HomeView; label: string }>;

/** Spec §2 toolbar: the filter panel's toggle and the three views, each pressed while it is open. */
export function HomeToolbar({
  mode,
  activeFilterCount,
  filtersOpen,
  onToggleFilters,
  onToggleView,
  favoritesCount,
}: HomeToolbarProps) {
  const { t } = useTranslation('home');
  return (
    <div className="home-toolbar" role="group" aria-label={t('toolbar.label')}>
      <button
        type="button"
        className="home-toolbar__button"
        aria-pressed={filtersOpen}
        aria-controls="home-filter-panel"
        onClick={onToggleFilters}
      >
        <ToolbarIcon name="filters" /> {t('toolbar.filters')}
        {activeFilterCount > 0 && (
          <span className="home-toolbar__badge">
            {activeFilterCount}
            <span className="visually-hidden"> {t('toolbar.active')}</span>
          </span>
        )}
      </button>
      {VIEW_BUTTONS.map(({ view, label }) => (
        <button
          key={view}
          type="button"
          className="home-toolbar__button"
          aria-pressed={mode === view}
          onClick={() => onToggleView(view)}
        >
          <ToolbarIcon name={view} /> {t(label)}
          {view === 'favorites' && favoritesCount !== undefined && (
            <span className="home-toolbar__badge">{favoritesCount}</span>
          )}
        </button>
      ))}
    </div>
  );
}
