import type { SeasonOfYear, SeasonPage } from '@tracker/contracts';
import type { TFunction } from 'i18next';
import { useDeferredValue, useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useGridColumns } from '../../../components/ui/use-grid-columns';
import { useTranslation } from '../../../i18n/use-translation';
import { useCardActions } from '../../lists/hooks/use-card-actions';
import { useCurrentSeason, useSeasonRest } from '../api/get-current-season';
import { AnimeCard } from './anime-card';
import { AnimeGridSkeleton, TextLineSkeleton } from './anime-grid-skeleton';

/** Spec §9: the preview shows two and a half rows' worth of titles. */
const PREVIEW_ROWS = 2.5;

export function CurrentSeasonSection() {
  const { t } = useTranslation('anime');
  return (
    <section className="home-section" aria-labelledby="current-season-heading">
      <h2 id="current-season-heading" className="home-section__title">
        {t('currentSeason.heading')}
      </h2>
      <CurrentSeasonContent />
    </section>
  );
}

function CurrentSeasonContent() {
  const { t } = useTranslation('anime');
  const { data: arrived, error, refetch } = useCurrentSeason();
  // The cards render in a background pass React can interrupt, so their arrival never blocks input.
  const data = useDeferredValue(arrived);
  const previewSize = Math.floor(useGridColumns() * PREVIEW_ROWS);
  const cardActions = useCardActions();
  const [expanded, setExpanded] = useState(false);
  // 'more' shows the whole season: its later pages load once it is asked for.
  const rest = useSeasonRest(data, expanded);

  if (error) {
    return (
      <ErrorBanner title={t('currentSeason.failed')} detail={error.message} onRetry={() => void refetch()} />
    );
  }
  if (!data) {
    // The preview's final shape (subtitle, 2.5 rows, the toggle's row), so nothing moves when it fills.
    return (
      <>
        <TextLineSkeleton className="home-section__subtitle" />
        <AnimeGridSkeleton label={t('currentSeason.loading')} count={previewSize} />
        <div className="home-section__more home-section__more--reserved" aria-hidden="true" />
      </>
    );
  }
  if (data.items.length === 0) return <p className="empty-state">{t('currentSeason.empty')}</p>;
  const whole = [data, ...rest.flatMap(({ data: page }) => (page ? [page] : []))].flatMap(
    (page) => page.items,
  );
  const shown = expanded ? whole : data.items.slice(0, previewSize);
  const collapsible = data.total > previewSize;
  const loadingRest = expanded && rest.some((page) => page.isPending);
  return (
    <>
      <p className="home-section__subtitle">{seasonSubtitle(t, data)}</p>
      <ul id="current-season-grid" className="anime-grid">
        {shown.map((anime) => (
          <li key={anime.mal_id}>
            <AnimeCard anime={anime} actions={cardActions?.(anime)} />
          </li>
        ))}
      </ul>
      {loadingRest && <LoadingState label={t('currentSeason.loadingRest')} />}
      {collapsible && (
        <div className="home-section__more">
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={expanded}
            aria-controls="current-season-grid"
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('currentSeason.less') : t('currentSeason.more')}
          </button>
        </div>
      )}
    </>
  );
}

function seasonLabel(t: TFunction<'anime'>, { season, year }: SeasonOfYear): string {
  return t('currentSeason.season', { season, year: String(year) });
}

/**
 * The season shown. While the catalogue holds no title of the calendar's season (spec §9 month rule),
 * it shows the latest season it has: say so, in one line.
 */
function seasonSubtitle(t: TFunction<'anime'>, page: SeasonPage): string {
  const shown = seasonLabel(t, page);
  const calendar = seasonLabel(t, page.calendar);
  return shown === calendar ? shown : t('currentSeason.noneYet', { calendar, shown });
}
