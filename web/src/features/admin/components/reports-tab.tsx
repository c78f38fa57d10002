import { useId, useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { REPORT_FILTERS, type ReportFilter, useAdminReports } from '../api/get-admin-reports';
import { Pager } from './pager';
import { ReportCard } from './report-card';

const FILTER_LABELS: Record<ReportFilter, string> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
  all: 'All',
};

const EMPTY_TEXT: Record<ReportFilter, string> = {
  open: 'No open reports.',
  resolved: 'No resolved reports.',
  dismissed: 'No dismissed reports.',
  all: 'No reports yet.',
};

/** Reports: the inbox of reports by status, newest first, each to resolve or dismiss. */
export function ReportsTab({ actorId }: { actorId: string }) {
  const filterId = useId();
  const [{ status, page }, setQuery] = useState<{ status: ReportFilter; page: number }>({
    status: 'open',
    page: 1,
  });
  const reports = useAdminReports(actorId, { status, page });

  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <label htmlFor={filterId}>Status</label>
        <select
          id={filterId}
          className="admin-input"
          value={status}
          onChange={(event) => setQuery({ status: event.target.value as ReportFilter, page: 1 })}
        >
          {REPORT_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
      </div>
      {reports.isPending ? (
        <LoadingState label="Loading reports…" />
      ) : reports.isError ? (
        <ErrorBanner
          title="Failed to load reports"
          detail={reports.error.message}
          onRetry={() => void reports.refetch()}
        />
      ) : (
        <>
          {reports.data.reports.length === 0 ? (
            <p className="admin-empty">{EMPTY_TEXT[status]}</p>
          ) : (
            <ul className="admin-plain-list admin-stack" aria-label="Reports">
              {reports.data.reports.map((report) => (
                <li key={report.id}>
                  <ReportCard actorId={actorId} report={report} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            label="Reports"
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
