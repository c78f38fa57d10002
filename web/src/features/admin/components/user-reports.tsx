import { ADMIN_PAGE_SIZE, type AdminUser } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../admin-format';
import { useAdminReports } from '../api/get-admin-reports';

/** The reports against one account, every status, newest first (the first page). */
export function UserReports({ actorId, user }: { actorId: string; user: AdminUser }) {
  const { t, language } = useTranslation('admin');
  const { t: tSocial } = useTranslation('social');
  const reports = useAdminReports(actorId, { status: 'all', userId: user.id, page: 1 });

  return (
    <section
      className="admin-user-reports"
      aria-label={t('userReports.heading', { username: user.username })}
    >
      <h3 className="admin-card__subtitle">{t('userReports.heading', { username: user.username })}</h3>
      {reports.isPending ? (
        <p className="admin-muted">{t('userReports.loading')}</p>
      ) : reports.isError ? (
        <p className="admin-alert" role="alert">
          {t('userReports.failed', { reason: reports.error.message })}
        </p>
      ) : reports.data.reports.length === 0 ? (
        <p className="admin-muted">{t('userReports.none')}</p>
      ) : (
        <>
          <ul className="admin-plain-list">
            {reports.data.reports.map((report) => (
              <li key={report.id} className="admin-user-reports__item">
                <span className="admin-user-reports__reason">
                  {tSocial(`report.reasons.${report.reason}`)}
                </span>
                <span className="admin-muted">
                  {t('userReports.meta', {
                    status: t(`report.statuses.${report.status}`),
                    reporter: report.reporter?.username ?? t('deletedAccount'),
                    at: formatDateTime(report.createdAt, t('never'), language),
                  })}
                </span>
                {report.details && <p className="admin-user-reports__details">{report.details}</p>}
              </li>
            ))}
          </ul>
          {reports.data.total > ADMIN_PAGE_SIZE && (
            <p className="admin-muted">
              {t('userReports.newest', { shown: ADMIN_PAGE_SIZE, total: reports.data.total })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
