import type { AdminSystem } from '@tracker/contracts';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime, formatLatency, formatUptime } from '../admin-format';
import { useAdminSystem } from '../api/get-admin-system';

type Reachability = 'up' | 'down';

function Status({ status }: { status: Reachability | null }) {
  const { t } = useTranslation('admin');
  if (status === null) return <>—</>;
  return <span className={`admin-badge admin-badge--${status}`}>{t(`system.${status}`)}</span>;
}

function Replicas({ replicas }: { replicas: string[] }) {
  return (
    <>
      {replicas.length}
      {replicas.length > 0 && <span className="admin-replicas">{replicas.join(', ')}</span>}
    </>
  );
}

/** System: the gateway and each service (status, version, uptime, replicas, latency), Postgres and Redis. */
export function SystemTab({ actorId }: { actorId: string }) {
  const { t, language } = useTranslation('admin');
  const system = useAdminSystem(actorId);

  return (
    <div className="admin-stack">
      <div className="admin-toolbar">
        <button
          type="button"
          className="admin-button"
          disabled={system.isFetching}
          onClick={() => void system.refetch()}
        >
          {t('system.refresh')}
        </button>
        {system.dataUpdatedAt > 0 && (
          <span className="admin-muted">
            {t('system.checked', {
              at: formatDateTime(new Date(system.dataUpdatedAt).toISOString(), t('never'), language),
            })}
          </span>
        )}
      </div>
      {system.isPending ? (
        <LoadingState label={t('system.loading')} />
      ) : system.isError ? (
        <ErrorBanner
          title={t('system.failed')}
          detail={system.error.message}
          onRetry={() => void system.refetch()}
        />
      ) : (
        <SystemTables system={system.data} />
      )}
    </div>
  );
}

function SystemTables({ system }: { system: AdminSystem }) {
  const { t } = useTranslation('admin');
  const { gateway } = system;
  const stores = [
    ['Postgres', system.postgres],
    ['Redis', system.redis],
  ] as const;
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="admin-table__caption">{t('system.processes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('system.process')}</th>
              <th scope="col">{t('system.status')}</th>
              <th scope="col">{t('system.version')}</th>
              <th scope="col">{t('system.uptime')}</th>
              <th scope="col">{t('system.replicas')}</th>
              <th scope="col">{t('system.latency')}</th>
              <th scope="col">{t('system.database')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{gateway.name}</th>
              {/* It answered this very request. */}
              <td>
                <Status status="up" />
              </td>
              <td>{gateway.version}</td>
              <td>{formatUptime(gateway.uptimeSeconds)}</td>
              <td>
                <Replicas replicas={gateway.replicas} />
              </td>
              <td>—</td>
              <td>—</td>
            </tr>
            {system.services.map((service) => (
              <tr key={service.name}>
                <th scope="row">{service.name}</th>
                <td>
                  <Status status={service.status} />
                </td>
                <td>{service.version}</td>
                <td>{formatUptime(service.uptimeSeconds)}</td>
                <td>
                  <Replicas replicas={service.replicas} />
                </td>
                <td>{formatLatency(service.latencyMs)}</td>
                <td>
                  <Status status={service.database} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table admin-table--compact">
          <caption className="admin-table__caption">{t('system.stores')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('system.store')}</th>
              <th scope="col">{t('system.status')}</th>
              <th scope="col">{t('system.latency')}</th>
            </tr>
          </thead>
          <tbody>
            {stores.map(([name, store]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <Status status={store.status} />
                </td>
                <td>{formatLatency(store.latencyMs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
