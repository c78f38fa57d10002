import './calendar-feed-section.css';

import { useId, useState } from 'react';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';
import { useCopyText } from '../hooks/use-copy-text';

const COPY_STATUS = {
  idle: '',
  copied: 'Copied',
  failed: 'Copying is not allowed here: select the address and copy it yourself.',
} as const;

/**
 * /profile's 'Calendar feed' (issue 21): the private feed's address, to paste into a calendar app, and
 * Regenerate, which makes a new address and kills the old one.
 */
export function CalendarFeedSection() {
  const headingId = useId();
  const fieldId = useId();
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const { state: copyState, copy } = useCopyText();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data ? `${window.location.origin}${feed.data.path}` : '';

  const confirmRegenerate = () => regenerate.mutate(undefined, { onSettled: () => setConfirming(false) });

  return (
    <section className="profile-section calendar-feed" aria-labelledby={headingId}>
      <h2 id={headingId}>Calendar feed</h2>
      <p className="profile-section__hint">
        Subscribe to this address in Google Calendar, Apple Calendar or Outlook to see when the titles you are
        watching or plan to watch air, in your own time zone. Anyone with the address sees those titles.
      </p>
      {feed.isPending && <p className="profile-section__hint">Loading your feed address…</p>}
      {feed.error && (
        <p className="calendar-feed__failure">Your feed address could not be loaded: {feed.error.message}</p>
      )}
      {feed.data && (
        <div className="calendar-feed__address">
          <label htmlFor={fieldId}>Feed address</label>
          <div className="calendar-feed__field">
            <input
              id={fieldId}
              className="calendar-feed__url"
              type="url"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button" onClick={() => void copy(url)}>
              Copy
            </button>
          </div>
          <p className="profile-form__status" role="status">
            {COPY_STATUS[copyState]}
          </p>
        </div>
      )}
      <div className="profile-form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!feed.data || regenerate.isPending}
          onClick={() => setConfirming(true)}
        >
          Regenerate
        </button>
      </div>
      {regenerate.error && (
        <p className="calendar-feed__failure" role="alert">
          A new address could not be made: {regenerate.error.message}
        </p>
      )}
      {confirming && (
        <ModalDialog
          focus={{ returnFocus: true }}
          title="Regenerate the feed address?"
          onClose={() => setConfirming(false)}
        >
          <p>
            The current address stops working at once: calendars subscribed to it stop updating until you
            subscribe them to the new one.
          </p>
          <div className="modal-dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="button calendar-feed__danger"
              disabled={regenerate.isPending}
              onClick={confirmRegenerate}
            >
              Regenerate
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
