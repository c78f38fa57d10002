import { useId, useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { REPORT_FILTERS, type ReportFilter, useAdminReports } from '../api/get-admin-reports';
import { Pager } from './pager';
import { ReportCard } from './report-card';

/** Reports: the inbox of reports by status, newest first, each to resolve or dismiss. */
export function ReportsTab({ actorId }: { actorId: string }) {
  const { t } = useTranslation('admin');
  const filterId = useId();
  const [{ status, page }, setQuery] = useState<{ status: ReportFilter; page: number }>({
    status: 'open',
    page: 1,
  });
  const reports = useAdminReports(actorId, { status, page });

  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <label htmlFor={filterId}>{t('reports.status')}</label>
        <select
          id={filterId}
          className="admin-input"
          value={status}
          onChange={(event) => setQuery({ status: event.target.value as ReportFilter, page: 1 })}
        >
          {REPORT_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`reports.filters.${filter}`)}
            </option>
          ))}
        </select>
      </div>
      {reports.isPending ? (
        <LoadingState label={t('reports.loading')} />
      ) : reports.isError ? (
        <ErrorBanner
          title={t('reports.failed')}
          detail={reports.error.message}
          onRetry={() => void reports.refetch()}
        />
      ) : (
        <>
          {reports.data.reports.length === 0 ? (
            <p className="admin-empty">{t(`reports.empty.${status}`)}</p>
          ) : (
            <ul className="admin-plain-list admin-stack" aria-label={t('reports.list')}>
              {reports.data.reports.map((report) => (
                <li key={report.id}>
                  <ReportCard actorId={actorId} report={report} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            label={t('reports.pager')}
            page={reports.data.page}
            pageSize={reports.data.pageSize}
            total={reports.data.total}
            busy={reports.isPlaceholderData}
            onPage={(next) => setQuery({ status, page: next })}
          />
        </>
      )}
    </div>
  );
}
