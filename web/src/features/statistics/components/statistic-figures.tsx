import './statistic-figures.css';

/** One figure: what it counts and its value, already formatted. */
export interface StatisticFigure {
  label: string;
  value: string;
}

/** Figures as a description list: each label over its value, in tiles that wrap. */
export function StatisticFigures({ figures }: { figures: StatisticFigure[] }) {
  return (
    <dl className="statistic-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="statistic-figures__item">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
