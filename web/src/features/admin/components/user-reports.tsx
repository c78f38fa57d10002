import { ADMIN_PAGE_SIZE, type AdminUser } from '@tracker/contracts';

import { REPORT_REASON_LABELS } from '../../social/social-labels';
import { formatDateTime } from '../admin-format';
import { REPORT_STATUS_LABELS } from '../admin-labels';
import { useAdminReports } from '../api/get-admin-reports';

/** The reports against one account, every status, newest first (the first page). */
export function UserReports({ actorId, user }: { actorId: string; user: AdminUser }) {
  const reports = useAdminReports(actorId, { status: 'all', userId: user.id, page: 1 });

  return (
    <section className="admin-user-reports" aria-label={`Reports against ${user.username}`}>
      <h3 className="admin-card__subtitle">Reports against {user.username}</h3>
      {reports.isPending ? (
        <p className="admin-muted">Loading reports…</p>
      ) : reports.isError ? (
        <p className="admin-alert" role="alert">
          Failed to load reports: {reports.error.message}
        </p>
      ) : reports.data.reports.length === 0 ? (
        <p className="admin-muted">No reports against this account.</p>
      ) : (
        <>
          <ul className="admin-plain-list">
            {reports.data.reports.map((report) => (
              <li key={report.id} className="admin-user-reports__item">
                <span className="admin-user-reports__reason">{REPORT_REASON_LABELS[report.reason]}</span>
                <span className="admin-muted">
                  {' '}
                  · {REPORT_STATUS_LABELS[report.status]} · by{' '}
                  {report.reporter?.username ?? 'a deleted account'} · {formatDateTime(report.createdAt)}
                </span>
                {report.details && <p className="admin-user-reports__details">{report.details}</p>}
              </li>
            ))}
          </ul>
          {reports.data.total > ADMIN_PAGE_SIZE && (
            <p className="admin-muted">
              The newest {ADMIN_PAGE_SIZE} of {reports.data.total}.
            </p>
          )}
        </>
      )}
    </section>
  );
}
