import './catalogue-notice.css';

import type { UpstreamStatus } from '@tracker/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../auth/hooks/use-session';
import { useCatalogueFreshness } from '../api/get-catalogue-freshness';

/** Why covers, scores or details may be missing, in one calm line; nothing when nothing is missing. */
function freshnessMessage(t: TFunction<'home'>, { reachable, waiting }: UpstreamStatus): string | null {
  if (reachable === false) return t('notice.unreachable');
  if (waiting > 0) return t('notice.waiting', { count: waiting });
  return null;
}

/**
 * The home page's notice about the catalogue's data (issue 16). Fixed at the bottom of the window, so
 * arriving after the page moves nothing on it; a visitor may dismiss it.
 */
export function CatalogueNotice() {
  const { t } = useTranslation('home');
  const { status } = useSession();
  const { data } = useCatalogueFreshness(status !== 'loading');
  const [dismissed, setDismissed] = useState(false);
  const message = data ? freshnessMessage(t, data) : null;
  if (!message || dismissed) return null;
  return (
    <div className="catalogue-notice" role="status">
      <p>{message}</p>
      <button
        type="button"
        className="catalogue-notice__dismiss"
        aria-label={t('notice.dismiss')}
        onClick={() => setDismissed(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 6 12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
