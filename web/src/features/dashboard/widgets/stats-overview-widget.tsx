import {
  DASHBOARD_STATS,
  type DashboardStat,
  type DashboardWidget,
  type ListStatistics,
} from '@tracker/contracts';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { LazyStatisticsChart } from '../../statistics/components/lazy-statistics-chart';
import { type StatisticFigure, StatisticFigures } from '../../statistics/components/statistic-figures';
import { hoursWatched, scoreDistribution, statusBreakdown } from '../../statistics/statistics-figures';
import { useUserLists } from '../../users/api/get-user-lists';
import { useUserStatistics } from '../../users/api/get-user-statistics';
import { resolvedData, STAT_LABELS } from './widget-data';

const number = new Intl.NumberFormat('en');

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
): StatisticFigure[] {
  return DASHBOARD_STATS.filter((stat) => selected.includes(stat)).map((stat) => ({
    label: STAT_LABELS[stat],
    value: number.format(STAT_VALUES[stat](statistics)),
  }));
}

/** stats_overview: the chosen figures of the profile's public statistics, and with chartType bar its charts. */
export function StatsOverviewWidget({ widget, username }: { widget: DashboardWidget; username: string }) {
  const data = resolvedData('stats_overview', widget.data);
  const statistics = useUserStatistics(username);

  if (statistics.isPending) return <LoadingState label="Loading statistics…" />;
  if (statistics.isError) {
    return (
      <ErrorBanner
        title="Failed to load statistics"
        detail={statistics.error.message}
        onRetry={() => void statistics.refetch()}
      />
    );
  }

  const figures = overviewFigures(statistics.data.statistics, data.selectedStats ?? []);
  return (
    <div className="stats-overview-widget">
      {figures.length > 0 ? (
        <StatisticFigures figures={figures} />
      ) : (
        <p className="empty-state">No figures chosen for this widget.</p>
      )}
      {data.chartType === 'bar' && (
        <OverviewChart username={username} statistics={statistics.data.statistics} />
      )}
    </div>
  );
}

/** The charts: statuses from the statistics, scores counted from the lists the viewer may see. */
function OverviewChart({ username, statistics }: { username: string; statistics: ListStatistics }) {
  const lists = useUserLists(username);
  if (lists.isPending) return <LoadingState label="Loading charts…" />;
  if (lists.isError)
    return <ErrorBanner title="Failed to load the score distribution" detail={lists.error.message} />;
  return (
    <LazyStatisticsChart
      scores={scoreDistribution(lists.data.lists)}
      statuses={statusBreakdown(statistics)}
    />
  );
}
