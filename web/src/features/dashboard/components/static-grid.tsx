import type { DashboardConfig } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';
import { placedWidgets } from '../dashboard-edits';
import { WidgetCard } from './widget-card';

interface StaticGridProps {
  config: DashboardConfig;
  username: string;
  /** A phone: one column, in the widgets' order. */
  stacked: boolean;
}

/** The read-only dashboard: each widget at its cell (x, y, width, height in grid units), or stacked. */
export function StaticGrid({ config, username, stacked }: StaticGridProps) {
  const { t } = useTranslation('dashboard');
  const placed = placedWidgets(config);
  if (placed.length === 0) return <p className="empty-state">{t('empty')}</p>;
  if (stacked) {
    const ordered = [...placed].sort((a, b) => a.widget.position - b.widget.position);
    return (
      <div className="dashboard-stack">
        {ordered.map(({ widget }) => (
          <WidgetCard key={widget.id} widget={widget} username={username} />
        ))}
      </div>
    );
  }
  const rows = Math.max(...placed.map(({ cell }) => cell.y + cell.height));
  return (
    <div
      className="dashboard-grid"
      style={{
        gridTemplateColumns: `repeat(${config.gridConfig.columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, var(--dashboard-row-height))`,
      }}
    >
      {placed.map(({ cell, widget }) => (
        <div
          key={cell.id}
          className="dashboard-grid__cell"
          style={{
            gridColumn: `${cell.x + 1} / span ${cell.width}`,
            gridRow: `${cell.y + 1} / span ${cell.height}`,
          }}
        >
          <WidgetCard widget={widget} username={username} />
        </div>
      ))}
    </div>
  );
}
