import type { AdminReport, SocialProfile } from '@tracker/contracts';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { failureText } from '../admin-errors';
import { formatDateTime } from '../admin-format';
import { useChangeUserAccount } from '../api/change-user-account';
import { type ReportOutcome, useHandleReport } from '../api/handle-report';

/** What a handled report's note may hold, as the API allows. */
const NOTE_MAX_LENGTH = 1000;

const personName = (t: TFunction<'admin'>, person: SocialProfile | null) =>
  person ? person.username : t('deletedAccount');

/**
 * One report: who reported whom, why, the messages it was filed with (as plain text), and for an open
 * one Resolve, Dismiss and Disable user (which disables the account, then resolves the report).
 */
export function ReportCard({ actorId, report }: { actorId: string; report: AdminReport }) {
  const { t, language } = useTranslation('admin');
  const { t: tSocial } = useTranslation('social');
  const headingId = useId();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const handle = useHandleReport(actorId);
  const change = useChangeUserAccount(actorId);
  const busy = handle.isPending || change.isPending;
  const reported = report.reported;
  const names = new Map(
    [report.reporter, report.reported].flatMap((person) => (person ? [[person.id, person.username]] : [])),
  );

  const decide = async (outcome: ReportOutcome, disableFirst = false) => {
    setFailure(null);
    const text = note.trim() || undefined;
    try {
      if (disableFirst && reported) await change.mutateAsync({ userId: reported.id, change: 'disable' });
      await handle.mutateAsync({ reportId: report.id, outcome, note: text });
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <article className="admin-card admin-report" aria-labelledby={headingId}>
      <div className="admin-card__header">
        <h3 id={headingId} className="admin-card__title">
          {t('report.heading', {
            reporter: personName(t, report.reporter),
            reported: personName(t, reported),
          })}
        </h3>
        <span className={`admin-badge admin-badge--${report.status}`}>
          {t(`report.statuses.${report.status}`)}
        </span>
      </div>
      <dl className="admin-facts">
        <dt>{t('report.reason')}</dt>
        <dd>{tSocial(`report.reasons.${report.reason}`)}</dd>
        <dt>{t('report.details')}</dt>
        <dd className="admin-text">{report.details ?? t('report.noDetails')}</dd>
        <dt>{t('report.filed')}</dt>
        <dd>{formatDateTime(report.createdAt, t('never'), language)}</dd>
        {report.status !== 'open' && (
          <>
            <dt>{t(`report.statuses.${report.status}`)}</dt>
            <dd>
              {t('report.handled', {
                at: formatDateTime(report.handledAt, t('unknown'), language),
                admin: report.handledBy?.username ?? t('deletedAccount'),
              })}
            </dd>
            <dt>{t('report.note')}</dt>
            <dd className="admin-text">{report.note ?? t('report.noNote')}</dd>
          </>
        )}
      </dl>

      <details className="admin-report__messages">
        <summary>{t('report.messages', { count: report.messages.length })}</summary>
        {report.messages.length === 0 ? (
          <p className="admin-muted">{t('report.noMessages')}</p>
        ) : (
          <ol className="admin-plain-list">
            {report.messages.map((message) => (
              <li key={message.id} className="admin-report__message">
                <span className="admin-report__sender">
                  {names.get(message.senderId) ?? t('report.someoneElse')}
                </span>{' '}
                <time className="admin-muted" dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt, t('never'), language)}
                </time>
                {/* Text only: a message is never read as markup. */}
                <p className="admin-text">{message.content}</p>
              </li>
            ))}
          </ol>
        )}
      </details>

      {report.status === 'open' && (
        <form className="admin-report__decision" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={noteId}>{t('report.noteLabel')}</label>
          <textarea
            id={noteId}
            className="admin-input"
            rows={2}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="admin-actions">
            <button
              type="button"
              className="admin-button"
              disabled={busy}
              onClick={() => void decide('resolve')}
            >
              {t('report.resolve')}
            </button>
            <button
              type="button"
              className="admin-button"
              disabled={busy}
              onClick={() => void decide('dismiss')}
            >
              {t('report.dismiss')}
            </button>
            {reported && (
              <button
                type="button"
                className="admin-button admin-button--danger"
                disabled={busy}
                onClick={() => void decide('resolve', true)}
              >
                {t('report.disable')}
              </button>
            )}
          </div>
        </form>
      )}
      {failure && (
        <p className="admin-alert" role="alert">
          {failure}
        </p>
      )}
    </article>
  );
}
