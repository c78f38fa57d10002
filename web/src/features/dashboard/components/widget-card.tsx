import type { DashboardWidget } from '@tracker/contracts';
import { type ReactNode, useId } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { WidgetContent } from '../widgets';

interface WidgetCardProps {
  widget: DashboardWidget;
  username: string;
  /** Edit mode's controls, under the title. */
  controls?: ReactNode;
}

/** One widget's frame: its title (the drag handle in Edit mode), its controls and its body. */
export function WidgetCard({ widget, username, controls }: WidgetCardProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <article className="dashboard-widget" aria-labelledby={titleId}>
      <header className="dashboard-widget__header">
        <h3 id={titleId} className="dashboard-widget__title">
          {t(`titles.${widget.type}`)}
        </h3>
        {controls}
      </header>
      <div className="dashboard-widget__body">
        <WidgetContent widget={widget} username={username} />
      </div>
    </article>
  );
}
