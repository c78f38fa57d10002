import './calendar-feed-section.css';

import { useId, useState } from 'react';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRegenerateCalendarFeed } from '../api/regenerate-calendar-feed';
import { useCopyText } from '../hooks/use-copy-text';

/**
 * /profile's 'Calendar feed' (issue 21): the private feed's address, to paste into a calendar app, and
 * Regenerate, which makes a new address and kills the old one.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation('calendarFeed');
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
      <h2 id={headingId}>{t('heading')}</h2>
      <p className="profile-section__hint">{t('intro')}</p>
      {feed.isPending && <p className="profile-section__hint">{t('loading')}</p>}
      {feed.error && (
        <p className="calendar-feed__failure">{t('loadFailed', { message: feed.error.message })}</p>
      )}
      {feed.data && (
        <div className="calendar-feed__address">
          <label htmlFor={fieldId}>{t('address')}</label>
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
              {t('copy')}
            </button>
          </div>
          <p className="profile-form__status" role="status">
            {copyState === 'idle' ? '' : t(copyState === 'copied' ? 'copied' : 'copyFailed')}
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
          {t('regenerate')}
        </button>
      </div>
      {regenerate.error && (
        <p className="calendar-feed__failure" role="alert">
          {t('regenerateFailed', { message: regenerate.error.message })}
        </p>
      )}
      {confirming && (
        <ModalDialog
          focus={{ returnFocus: true }}
          title={t('confirmTitle')}
          onClose={() => setConfirming(false)}
        >
          <p>{t('confirmText')}</p>
          <div className="modal-dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="button calendar-feed__danger"
              disabled={regenerate.isPending}
              onClick={confirmRegenerate}
            >
              {t('regenerate')}
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
