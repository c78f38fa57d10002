import { useState } from 'react';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { useResetDashboard } from '../api/delete-dashboard-config';

interface ResetDashboardProps {
  username: string;
  /** Leaves Edit mode once the default is back. */
  onReset: () => void;
}

/** Edit mode's 'Reset to default', after a confirmation: the saved dashboard is deleted. */
export function ResetDashboard({ username, onReset }: ResetDashboardProps) {
  const { t } = useTranslation('dashboard');
  const [confirming, setConfirming] = useState(false);
  const reset = useResetDashboard(username);

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
        {t('reset.open')}
      </button>
      {confirming && (
        <ModalDialog
          className="modal-dialog--wide"
          focus={{ returnFocus: true }}
          title={t('reset.title')}
          onClose={() => setConfirming(false)}
        >
          <p>{t('reset.text')}</p>
          {reset.error && <p role="alert">{t('reset.failed', { reason: reset.error.message })}</p>}
          <div className="modal-dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('reset.keep')}
            </button>
            <button
              type="button"
              className="button"
              disabled={reset.isPending}
              onClick={() =>
                reset.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    onReset();
                  },
                })
              }
            >
              {t('reset.confirm')}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
