import type { JikanStatistics } from '@tracker/contracts';

import { formatCount } from '../format';
import { useDetailResource } from '../hooks/use-detail-resource';
import { resourceErrorTitle, ResourceState } from './resource-state';
import { ScoreDistribution } from './score-distribution';

const LIST_COUNTS: ReadonlyArray<[Exclude<keyof JikanStatistics, 'scores'>, string]> = [
  ['watching', 'Watching'],
  ['completed', 'Completed'],
  ['on_hold', 'On hold'],
  ['dropped', 'Dropped'],
  ['plan_to_watch', 'Plan to watch'],
  ['total', 'Total'],
];

/** How many people list the title under each status, and how its scores spread. */
export function StatisticsPanel({ malId }: { malId: number }) {
  const statistics = useDetailResource(malId, 'statistics');

  return (
    <section aria-labelledby="statistics-heading">
      <h2 id="statistics-heading">Statistics</h2>
      <ResourceState
        query={statistics}
        loadingLabel="Loading statistics…"
        errorTitle={resourceErrorTitle('statistics', malId)}
        isEmpty={() => !statistics.data}
        emptyMessage="No statistics yet."
      >
        {() => (
          <div className="statistics">
            <dl className="fact-grid" aria-label="List statuses">
              {LIST_COUNTS.map(([key, label]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>{formatCount(statistics.data![key])}</dd>
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
