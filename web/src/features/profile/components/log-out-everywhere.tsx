import { useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';

/** Ends every session of the account on the server; this browser then shows the signed-out state. */
export function LogOutEverywhere() {
  const { logoutEverywhere } = useSession();
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function logOut() {
    setBusy(true);
    setFailure(null);
    try {
      await logoutEverywhere();
    } catch (error) {
      // Still signed in here, and the other sessions may still be open: say so, so it can be tried again.
      setFailure(error instanceof ApiError ? error.message : t('logOutEverywhereFailed'));
      setBusy(false);
    }
  }

  return (
    <div className="profile-form">
      <p className="profile-section__hint">{t('logOutEverywhereHint')}</p>
      <div className="profile-form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void logOut()}
        >
          {busy ? t('loggingOutEverywhere') : t('logOutEverywhere')}
        </button>
      </div>
      {failure && (
        <p className="auth-form__failure" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
