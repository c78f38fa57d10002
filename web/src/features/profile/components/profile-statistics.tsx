import { LIST_STATUSES, type ListStatistics } from '@tracker/contracts';
import { useId } from 'react';

import { LoadingState } from '../../../components/ui/loading-state';
import { useListSession } from '../../lists/hooks/use-list-session';
import { STATUS_LABELS } from '../../lists/list-labels';
import { LazyStatisticsChart } from '../../statistics/components/lazy-statistics-chart';
import { type StatisticFigure, StatisticFigures } from '../../statistics/components/statistic-figures';
import {
  hoursWatched,
  scoreDistribution,
  statusBreakdown,
  statusCount,
} from '../../statistics/statistics-figures';

const number = new Intl.NumberFormat('en');

/** Every figure of spec §3 statistics, with the counts per status and the mean score beside them. */
export function profileFigures(statistics: ListStatistics): StatisticFigure[] {
  return [
    { label: 'Total anime', value: number.format(statistics.totalAnime) },
    ...LIST_STATUSES.map((status) => ({
      label: STATUS_LABELS[status],
      value: number.format(statusCount(statistics, status)),
    })),
    { label: 'Episodes watched', value: number.format(statistics.totalEpisodes) },
    { label: 'Hours watched', value: number.format(hoursWatched(statistics)) },
    { label: 'Mean score', value: statistics.meanScore === null ? 'N/A' : statistics.meanScore.toFixed(1) },
    { label: 'Completed this year', value: number.format(statistics.animeCompletedThisYear) },
    { label: 'Episodes this year', value: number.format(statistics.episodesThisYear) },
  ];
}

/** /profile's Statistics: the owner's own figures and charts, from the lists the session already loaded. */
export function ProfileStatistics() {
  const headingId = useId();
  const { loaded, statistics, animeLists } = useListSession();

  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Statistics</h2>
      {loaded ? (
        <>
          <StatisticFigures figures={profileFigures(statistics)} />
          {statistics.totalAnime > 0 ? (
            <LazyStatisticsChart
              scores={scoreDistribution(animeLists)}
              statuses={statusBreakdown(statistics)}
            />
          ) : (
            <p className="profile-section__hint">Add titles to your lists to see them charted here.</p>
          )}
        </>
      ) : (
        <LoadingState label="Loading statistics…" />
      )}
    </section>
  );
}
