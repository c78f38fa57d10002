import {
  DASHBOARD_STATS,
  type DashboardStat,
  type DashboardWidget,
  type ListStatistics,
} from '@tracker/contracts';
import type { TFunction } from 'i18next';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { LazyStatisticsChart } from '../../statistics/components/lazy-statistics-chart';
import { type StatisticFigure, StatisticFigures } from '../../statistics/components/statistic-figures';
import { hoursWatched, scoreDistribution, statusBreakdown } from '../../statistics/statistics-figures';
import { useUserLists } from '../../users/api/get-user-lists';
import { useUserStatistics } from '../../users/api/get-user-statistics';
import { resolvedData } from './widget-data';

const STAT_VALUES: Record<DashboardStat, (statistics: ListStatistics) => number> = {
  totalAnime: (statistics) => statistics.totalAnime,
  completedAnime: (statistics) => statistics.completedAnime,
  episodesWatched: (statistics) => statistics.totalEpisodes,
  hoursWatched,
};

/** The figures chosen, in the widget's fixed order. */
export function overviewFigures(
  statistics: ListStatistics,
  selected: readonly DashboardStat[],
  t: TFunction<'dashboard'>,
  language: string,
): StatisticFigure[] {
  const number = new Intl.NumberFormat(language);
  return DASHBOARD_STATS.filter((stat) => selected.includes(stat)).map((stat) => ({
    label: t(`stats.${stat}`),
    value: number.format(STAT_VALUES[stat](statistics)),
  }));
}

/** stats_overview: the chosen figures of the profile's public statistics, and with chartType bar its charts. */
export function StatsOverviewWidget({ widget, username }: { widget: DashboardWidget; username: string }) {
  const { t, language } = useTranslation('dashboard');
  const data = resolvedData('stats_overview', widget.data);
  const statistics = useUserStatistics(username);

  if (statistics.isPending) return <LoadingState label={t('widgets.loadingStatistics')} />;
  if (statistics.isError) {
    return (
      <ErrorBanner
        title={t('widgets.failedStatistics')}
        detail={statistics.error.message}
        onRetry={() => void statistics.refetch()}
      />
    );
  }

  const figures = overviewFigures(statistics.data.statistics, data.selectedStats ?? [], t, language);
  return (
    <div className="stats-overview-widget">
      {figures.length > 0 ? (
        <StatisticFigures figures={figures} />
      ) : (
        <p className="empty-state">{t('widgets.noFigures')}</p>
      )}
      {data.chartType === 'bar' && (
        <OverviewChart username={username} statistics={statistics.data.statistics} />
      )}
    </div>
  );
}

/** The charts: statuses from the statistics, scores counted from the lists the viewer may see. */
function OverviewChart({ username, statistics }: { username: string; statistics: ListStatistics }) {
  const { t } = useTranslation('dashboard');
  const { t: tLists } = useTranslation('lists');
  const lists = useUserLists(username);
  if (lists.isPending) return <LoadingState label={t('widgets.loadingCharts')} />;
  if (lists.isError) return <ErrorBanner title={t('widgets.failedScores')} detail={lists.error.message} />;
  return (
    <LazyStatisticsChart
      scores={scoreDistribution(lists.data.lists)}
      statuses={statusBreakdown(statistics, (status) => tLists(`statuses.${status}`))}
    />
  );
}
