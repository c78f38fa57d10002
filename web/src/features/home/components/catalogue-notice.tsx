import './catalogue-notice.css';

import type { UpstreamStatus } from '@tracker/contracts';
import { useState } from 'react';

import { useSession } from '../../auth/hooks/use-session';
import { useCatalogueFreshness } from '../api/get-catalogue-freshness';

/** Why covers, scores or details may be missing, in one calm line; nothing when nothing is missing. */
export function freshnessMessage({ reachable, waiting }: UpstreamStatus): string | null {
  if (reachable === false)
    return "The public anime database can't be reached right now: covers, scores and details fill in once it answers. Search, the calendar and your lists work meanwhile.";
  if (waiting > 0)
    return `The catalogue is still being completed (${waiting.toLocaleString('en-US')} ${
      waiting === 1 ? 'lookup' : 'lookups'
    } waiting): covers, scores and details fill in as they arrive.`;
  return null;
}

/**
 * The home page's notice about the catalogue's data (issue 16). Fixed at the bottom of the window, so
 * arriving after the page moves nothing on it; a visitor may dismiss it.
 */
export function CatalogueNotice() {
  const { status } = useSession();
  const { data } = useCatalogueFreshness(status !== 'loading');
  const [dismissed, setDismissed] = useState(false);
  const message = data ? freshnessMessage(data) : null;
  if (!message || dismissed) return null;
  return (
    <div className="catalogue-notice" role="status">
      <p>{message}</p>
      <button
        type="button"
        className="catalogue-notice__dismiss"
        aria-label="Dismiss this notice"
        onClick={() => setDismissed(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 6 12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
