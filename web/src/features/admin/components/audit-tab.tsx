import type { AuditEntry } from '@tracker/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../admin-format';
import { useAuditLog } from '../api/get-audit-log';
import { Pager } from './pager';

/** The audit log's actions the catalogue words; an action it does not know shows as recorded. */
const AUDIT_ACTIONS = [
  'user.promote',
  'user.demote',
  'user.disable',
  'user.enable',
  'user.delete',
  'report.resolve',
  'report.dismiss',
  'job.retry',
  'job.remove',
  'catalogue.warm',
  'catalogue.reseed',
  'catalogue.enrich',
] as const;

const isKnownAction = (action: string): action is (typeof AUDIT_ACTIONS)[number] =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

const actionText = (t: TFunction<'admin'>, action: string) =>
  isKnownAction(action) ? t(`audit.actions.${action}`) : action;

/** 'User rin', 'Job 42'; the label when the entry kept one, else the id. */
const targetText = (t: TFunction<'admin'>, entry: AuditEntry) => {
  const type = t(`audit.targets.${entry.targetType}`);
  const name = entry.targetLabel ?? entry.targetId;
  return name ? t('audit.targetNamed', { type, name }) : type;
};

/** The extra facts an entry kept (a report's note, a title's id), as 'key: value' pairs. */
const detailsText = (details: AuditEntry['details']) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

/** Audit log: every admin action, newest first, 20 a page. */
export function AuditTab({ actorId }: { actorId: string }) {
  const { t, language } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const audit = useAuditLog(actorId, page);

  if (audit.isPending) return <LoadingState label={t('audit.loading')} />;
  if (audit.isError) {
    return (
      <ErrorBanner
        title={t('audit.failed')}
        detail={audit.error.message}
        onRetry={() => void audit.refetch()}
      />
    );
  }

  const { entries } = audit.data;
  return (
    <div className="admin-stack">
      {entries.length === 0 ? (
        <p className="admin-empty">{t('audit.none')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const details = detailsText(entry.details);
                return (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>{formatDateTime(entry.at, t('never'), language)}</time>
                    </td>
                    <td>{entry.actor?.username ?? t('audit.deletedAccount')}</td>
                    <td>{actionText(t, entry.action)}</td>
                    <td>
                      {targetText(t, entry)}
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
        label={t('audit.pager')}
        page={audit.data.page}
        pageSize={audit.data.pageSize}
        total={audit.data.total}
        busy={audit.isPlaceholderData}
        onPage={setPage}
      />
    </div>
  );
}
