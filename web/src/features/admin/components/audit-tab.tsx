import type { AuditEntry } from '@tracker/contracts';
import { useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { formatDateTime } from '../admin-format';
import { AUDIT_TARGET_LABELS, auditActionLabel } from '../admin-labels';
import { useAuditLog } from '../api/get-audit-log';
import { Pager } from './pager';

/** 'User rin', 'Job 42'; the label when the entry kept one, else the id. */
const targetText = (entry: AuditEntry) => {
  const name = entry.targetLabel ?? entry.targetId;
  return name ? `${AUDIT_TARGET_LABELS[entry.targetType]} ${name}` : AUDIT_TARGET_LABELS[entry.targetType];
};

/** The extra facts an entry kept (a report's note, a title's id), as 'key: value' pairs. */
const detailsText = (details: AuditEntry['details']) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

/** Audit log: every admin action, newest first, 20 a page. */
export function AuditTab({ actorId }: { actorId: string }) {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(actorId, page);

  if (audit.isPending) return <LoadingState label="Loading the audit log…" />;
  if (audit.isError) {
    return (
      <ErrorBanner
        title="Failed to load the audit log"
        detail={audit.error.message}
        onRetry={() => void audit.refetch()}
      />
    );
  }

  const { entries } = audit.data;
  return (
    <div className="admin-stack">
      {entries.length === 0 ? (
        <p className="admin-empty">No admin actions yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const details = detailsText(entry.details);
                return (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                    <td>{entry.actor?.username ?? 'A deleted account'}</td>
                    <td>{auditActionLabel(entry.action)}</td>
                    <td>
                      {targetText(entry)}
                      {details && <span className="admin-audit__details admin-text">{details}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label="Audit log"
        page={audit.data.page}
        pageSize={audit.data.pageSize}
        total={audit.data.total}
        busy={audit.isPlaceholderData}
        onPage={setPage}
      />
    </div>
  );
}
