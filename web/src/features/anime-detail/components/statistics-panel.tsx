import type { JikanStatistics } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';
import { useDetailFormat } from '../format';
import { useDetailResource } from '../hooks/use-detail-resource';
import { resourceErrorTitle, ResourceState } from './resource-state';
import { ScoreDistribution } from './score-distribution';

const LIST_COUNTS = [
  'watching',
  'completed',
  'on_hold',
  'dropped',
  'plan_to_watch',
  'total',
] as const satisfies ReadonlyArray<Exclude<keyof JikanStatistics, 'scores'>>;

/** How many people list the title under each status, and how its scores spread. */
export function StatisticsPanel({ malId }: { malId: number }) {
  const { t } = useTranslation('animeDetail');
  const format = useDetailFormat();
  const statistics = useDetailResource(malId, 'statistics');

  return (
    <section aria-labelledby="statistics-heading">
      <h2 id="statistics-heading">{t('statistics.heading')}</h2>
      <ResourceState
        query={statistics}
        loadingLabel={t('statistics.loading')}
        errorTitle={resourceErrorTitle(t, 'statistics', malId)}
        isEmpty={() => !statistics.data}
        emptyMessage={t('statistics.empty')}
      >
        {() => (
          <div className="statistics">
            <dl className="fact-grid" aria-label={t('statistics.statuses')}>
              {LIST_COUNTS.map((key) => (
                <div key={key}>
                  <dt>{t(`statistics.${key}`)}</dt>
                  <dd>{format.count(statistics.data![key])}</dd>
                </div>
              ))}
            </dl>
            <ScoreDistribution scores={statistics.data!.scores ?? []} />
          </div>
        )}
      </ResourceState>
    </section>
  );
}
