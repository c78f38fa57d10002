import { useState } from 'react';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { writeFailureText } from '../api/social-call';

interface ConfirmDialogProps {
  title: string;
  text: string;
  /** The confirming button's label (the menu item's: Bloquear, Eliminar). */
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before Bloquear or Eliminar; a failure is logged and shown, and the dialog stays open. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('social');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      setFailure(writeFailureText(error));
      setBusy(false);
    }
  };

  return (
    <ModalDialog focus={{ returnFocus: true }} title={title} onClose={onClose}>
      <p className="social-dialog__text">{text}</p>
      {failure && (
        <p className="social-sidebar__error" role="alert">
          {failure}
        </p>
      )}
      <div className="modal-dialog__actions">
        <button type="button" className="social-button" onClick={onClose}>
          {t('options.cancel')}
        </button>
        <button
          type="button"
          className="social-button social-button--danger"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
