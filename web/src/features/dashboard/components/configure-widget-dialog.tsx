import type { DashboardWidget, WidgetData } from '@tracker/contracts';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { WidgetSettings } from '../widgets';

interface ConfigureWidgetDialogProps {
  widget: DashboardWidget;
  username: string;
  onChange: (data: WidgetData) => void;
  onClose: () => void;
}

/** 'Configure <title>': the widget's settings, applied to the draft as they change; Save keeps them. */
export function ConfigureWidgetDialog({ widget, username, onChange, onClose }: ConfigureWidgetDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <ModalDialog
      className="modal-dialog--wide"
      focus={{ returnFocus: true }}
      title={t('editor.configure', { title: t(`titles.${widget.type}`) })}
      onClose={onClose}
    >
      <WidgetSettings widget={widget} username={username} onChange={onChange} />
      <div className="modal-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('editor.done')}
        </button>
      </div>
    </ModalDialog>
  );
}
