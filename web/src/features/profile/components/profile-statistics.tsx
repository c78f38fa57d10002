import { LIST_STATUSES, type ListStatistics } from '@tracker/contracts';
import type { TFunction } from 'i18next';
import { useId } from 'react';

import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useListSession } from '../../lists/hooks/use-list-session';
import { LazyStatisticsChart } from '../../statistics/components/lazy-statistics-chart';
import { type StatisticFigure, StatisticFigures } from '../../statistics/components/statistic-figures';
import {
  hoursWatched,
  scoreDistribution,
  statusBreakdown,
  statusCount,
} from '../../statistics/statistics-figures';

interface Translators {
  t: TFunction<'profile'>;
  tLists: TFunction<'lists'>;
  language: string;
}

/** Every figure of spec §3 statistics, with the counts per status and the mean score beside them. */
function profileFigures(statistics: ListStatistics, { t, tLists, language }: Translators): StatisticFigure[] {
  const number = new Intl.NumberFormat(language);
  const score = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return [
    { label: t('statistics.totalAnime'), value: number.format(statistics.totalAnime) },
    ...LIST_STATUSES.map((status) => ({
      label: tLists(`statuses.${status}`),
      value: number.format(statusCount(statistics, status)),
    })),
    { label: t('statistics.episodesWatched'), value: number.format(statistics.totalEpisodes) },
    { label: t('statistics.hoursWatched'), value: number.format(hoursWatched(statistics)) },
    {
      label: t('statistics.meanScore'),
      value: statistics.meanScore === null ? t('statistics.noScore') : score.format(statistics.meanScore),
    },
    { label: t('statistics.completedThisYear'), value: number.format(statistics.animeCompletedThisYear) },
    { label: t('statistics.episodesThisYear'), value: number.format(statistics.episodesThisYear) },
  ];
}

/** /profile's Statistics: the owner's own figures and charts, from the lists the session already loaded. */
export function ProfileStatistics() {
  const { t, language } = useTranslation('profile');
  const { t: tLists } = useTranslation('lists');
  const headingId = useId();
  const { loaded, statistics, animeLists } = useListSession();

  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('statistics.heading')}</h2>
      {loaded ? (
        <>
          <StatisticFigures figures={profileFigures(statistics, { t, tLists, language })} />
          {statistics.totalAnime > 0 ? (
            <LazyStatisticsChart
              scores={scoreDistribution(animeLists)}
              statuses={statusBreakdown(statistics, (status) => tLists(`statuses.${status}`))}
            />
          ) : (
            <p className="profile-section__hint">{t('statistics.empty')}</p>
          )}
        </>
      ) : (
        <LoadingState label={t('statistics.loading')} />
      )}
    </section>
  );
}
