import './statistics-chart.css';

import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

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
  return (
    <div className="statistics-chart">
      <BarFigure caption="Score distribution" valueLabel="Titles" bars={scores} />
      <BarFigure caption="Status breakdown" valueLabel="Titles" bars={statuses} />
    </div>
  );
}

interface BarFigureProps {
  caption: string;
  valueLabel: string;
  bars: ChartBar[];
}

function BarFigure({ caption, valueLabel, bars }: BarFigureProps) {
  const captionId = useId();
  return (
    <figure className="statistics-chart__figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      <div aria-hidden="true">
        <BarChart
          responsive
          data={bars}
          style={{ width: '100%', height: 'var(--statistics-chart-height)' }}
          margin={{ top: 8, right: 8, bottom: 0, left: -24 }}
        >
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={{ fill: 'var(--color-text-muted)' }} interval={0} fontSize={12} />
          <YAxis allowDecimals={false} tick={{ fill: 'var(--color-text-muted)' }} fontSize={12} />
          <Tooltip cursor={{ fill: 'var(--color-surface-muted)' }} />
          <Bar dataKey="count" name={valueLabel} fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
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
