import type { DashboardWidget, WidgetData } from '@tracker/contracts';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { WIDGET_TITLES, WidgetSettings } from '../widgets';

interface ConfigureWidgetDialogProps {
  widget: DashboardWidget;
  username: string;
  onChange: (data: WidgetData) => void;
  onClose: () => void;
}

/** 'Configure <title>': the widget's settings, applied to the draft as they change; Save keeps them. */
export function ConfigureWidgetDialog({ widget, username, onChange, onClose }: ConfigureWidgetDialogProps) {
  return (
    <ModalDialog
      className="modal-dialog--wide"
      focus={{ returnFocus: true }}
      title={`Configure ${WIDGET_TITLES[widget.type]}`}
      onClose={onClose}
    >
      <WidgetSettings widget={widget} username={username} onChange={onChange} />
      <div className="modal-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Done
        </button>
      </div>
    </ModalDialog>
  );
}
