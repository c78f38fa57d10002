import { useState } from 'react';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useResetDashboard } from '../api/delete-dashboard-config';

interface ResetDashboardProps {
  username: string;
  /** Leaves Edit mode once the default is back. */
  onReset: () => void;
}

/** Edit mode's 'Reset to default', after a confirmation: the saved dashboard is deleted. */
export function ResetDashboard({ username, onReset }: ResetDashboardProps) {
  const [confirming, setConfirming] = useState(false);
  const reset = useResetDashboard(username);

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
        Reset to default
      </button>
      {confirming && (
        <ModalDialog
          className="modal-dialog--wide"
          focus={{ returnFocus: true }}
          title="Reset your dashboard?"
          onClose={() => setConfirming(false)}
        >
          <p>Your layout and widget settings are replaced by the default dashboard, everywhere.</p>
          {reset.error && <p role="alert">Failed to reset the dashboard: {reset.error.message}</p>}
          <div className="modal-dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              Keep it
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
              Reset
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
