import './statistics-chart.css';

import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

import { useTranslation } from '../../../i18n/use-translation';
import type { ChartBar } from '../statistics-figures';

export interface StatisticsChartProps {
  scores: ChartBar[];
  statuses: ChartBar[];
}

/**
 * The score distribution and the status breakdown as bar charts. Loaded lazily (recharts is large); each
 * chart carries its numbers as a table too, for screen readers.
 */
export default function StatisticsChart({ scores, statuses }: StatisticsChartProps) {
  const { t } = useTranslation('statistics');
  return (
    <div className="statistics-chart">
      <BarFigure caption={t('scoreDistribution')} valueLabel={t('titles')} bars={scores} />
      {/* Sideways, so the status names have room. */}
      <BarFigure caption={t('statusBreakdown')} valueLabel={t('titles')} bars={statuses} sideways />
    </div>
  );
}

interface BarFigureProps {
  caption: string;
  valueLabel: string;
  bars: ChartBar[];
  /** Bars along the horizontal axis, labels down the side. */
  sideways?: boolean;
}

const TICK = { fill: 'var(--color-text-muted)' };

function BarFigure({ caption, valueLabel, bars, sideways = false }: BarFigureProps) {
  const captionId = useId();
  return (
    <figure className="statistics-chart__figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      <div aria-hidden="true">
        <BarChart
          responsive
          data={bars}
          layout={sideways ? 'vertical' : 'horizontal'}
          style={{ width: '100%', height: 'var(--statistics-chart-height)' }}
          margin={{ top: 8, right: 8, bottom: 0, left: sideways ? 0 : -24 }}
        >
          <CartesianGrid vertical={sideways} horizontal={!sideways} stroke="var(--color-border)" />
          {/* No fragments among a chart's children: recharts' react-is predates React 19's elements. */}
          <XAxis
            {...(sideways ? { type: 'number', allowDecimals: false } : { dataKey: 'label', interval: 0 })}
            tick={TICK}
            fontSize={12}
          />
          <YAxis
            {...(sideways
              ? { type: 'category', dataKey: 'label', width: 96, interval: 0 }
              : { allowDecimals: false })}
            tick={TICK}
            fontSize={12}
          />
          <Tooltip cursor={{ fill: 'var(--color-surface-muted)' }} />
          <Bar
            dataKey="count"
            name={valueLabel}
            fill="var(--color-primary)"
            radius={sideways ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          />
        </BarChart>
      </div>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">{caption}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
