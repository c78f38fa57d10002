import { lazy, Suspense } from 'react';

import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import type { StatisticsChartProps } from './statistics-chart';

// recharts stays out of every route's first script: it loads when a chart is first shown.
const StatisticsChart = lazy(() => import('./statistics-chart'));

/** The score distribution and status breakdown charts, loaded on first use. */
export function LazyStatisticsChart(props: StatisticsChartProps) {
  const { t } = useTranslation('statistics');
  return (
    <Suspense fallback={<LoadingState label={t('loadingCharts')} />}>
      <StatisticsChart {...props} />
    </Suspense>
  );
}
