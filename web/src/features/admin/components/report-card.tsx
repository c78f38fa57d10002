import type { AdminReport, SocialProfile } from '@tracker/contracts';
import { useId, useState } from 'react';

import { REPORT_REASON_LABELS } from '../../social/social-labels';
import { failureText } from '../admin-errors';
import { formatDateTime } from '../admin-format';
import { REPORT_STATUS_LABELS } from '../admin-labels';
import { useChangeUserAccount } from '../api/change-user-account';
import { type ReportOutcome, useHandleReport } from '../api/handle-report';

/** What a handled report's note may hold, as the API allows. */
const NOTE_MAX_LENGTH = 1000;

const personName = (person: SocialProfile | null) => (person ? person.username : 'a deleted account');

/**
 * One report: who reported whom, why, the messages it was filed with (as plain text), and for an open
 * one Resolve, Dismiss and Disable user (which disables the account, then resolves the report).
 */
export function ReportCard({ actorId, report }: { actorId: string; report: AdminReport }) {
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
          {personName(report.reporter)} reported {personName(reported)}
        </h3>
        <span className={`admin-badge admin-badge--${report.status}`}>
          {REPORT_STATUS_LABELS[report.status]}
        </span>
      </div>
      <dl className="admin-facts">
        <dt>Reason</dt>
        <dd>{REPORT_REASON_LABELS[report.reason]}</dd>
        <dt>Details</dt>
        <dd className="admin-text">{report.details ?? 'None given'}</dd>
        <dt>Filed</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
        {report.status !== 'open' && (
          <>
            <dt>{REPORT_STATUS_LABELS[report.status]}</dt>
            <dd>
              {formatDateTime(report.handledAt, 'Unknown')} by{' '}
              {report.handledBy?.username ?? 'a deleted account'}
            </dd>
            <dt>Note</dt>
            <dd className="admin-text">{report.note ?? 'None'}</dd>
          </>
        )}
      </dl>

      <details className="admin-report__messages">
        <summary>Attached messages ({report.messages.length})</summary>
        {report.messages.length === 0 ? (
          <p className="admin-muted">No messages were attached.</p>
        ) : (
          <ol className="admin-plain-list">
            {report.messages.map((message) => (
              <li key={message.id} className="admin-report__message">
                <span className="admin-report__sender">{names.get(message.senderId) ?? 'Someone else'}</span>{' '}
                <time className="admin-muted" dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt)}
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
          <label htmlFor={noteId}>Note (optional)</label>
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
              Resolve
            </button>
            <button
              type="button"
              className="admin-button"
              disabled={busy}
              onClick={() => void decide('dismiss')}
            >
              Dismiss
            </button>
            {reported && (
              <button
                type="button"
                className="admin-button admin-button--danger"
                disabled={busy}
                onClick={() => void decide('resolve', true)}
              >
                Disable user
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
