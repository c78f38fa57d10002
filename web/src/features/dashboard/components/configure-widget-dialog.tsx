import type { DashboardWidget, WidgetData } from '@tracker/contracts';

import { WIDGET_TITLES, WidgetSettings } from '../widgets';
import { DashboardDialog } from './dashboard-dialog';

interface ConfigureWidgetDialogProps {
  widget: DashboardWidget;
  username: string;
  onChange: (data: WidgetData) => void;
  onClose: () => void;
}

/** 'Configure <title>': the widget's settings, applied to the draft as they change; Save keeps them. */
export function ConfigureWidgetDialog({ widget, username, onChange, onClose }: ConfigureWidgetDialogProps) {
  return (
    <DashboardDialog title={`Configure ${WIDGET_TITLES[widget.type]}`} onClose={onClose}>
      <WidgetSettings widget={widget} username={username} onChange={onChange} />
      <div className="dashboard-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Done
        </button>
      </div>
    </DashboardDialog>
  );
}
