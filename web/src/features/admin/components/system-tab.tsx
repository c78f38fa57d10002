import type { AdminSystem } from '@tracker/contracts';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { formatDateTime, formatLatency, formatUptime } from '../admin-format';
import { useAdminSystem } from '../api/get-admin-system';

type Reachability = 'up' | 'down';

const STATUS_LABELS: Record<Reachability, string> = { up: 'Up', down: 'Down' };

function Status({ status }: { status: Reachability | null }) {
  if (status === null) return <>—</>;
  return <span className={`admin-badge admin-badge--${status}`}>{STATUS_LABELS[status]}</span>;
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
          Refresh
        </button>
        {system.dataUpdatedAt > 0 && (
          <span className="admin-muted">
            Checked {formatDateTime(new Date(system.dataUpdatedAt).toISOString())}
          </span>
        )}
      </div>
      {system.isPending ? (
        <LoadingState label="Checking the system…" />
      ) : system.isError ? (
        <ErrorBanner
          title="Failed to check the system"
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
  const { gateway } = system;
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="admin-table__caption">Processes</caption>
          <thead>
            <tr>
              <th scope="col">Process</th>
              <th scope="col">Status</th>
              <th scope="col">Version</th>
              <th scope="col">Uptime</th>
              <th scope="col">Replicas</th>
              <th scope="col">Latency</th>
              <th scope="col">Database</th>
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
          <caption className="admin-table__caption">Data stores</caption>
          <thead>
            <tr>
              <th scope="col">Store</th>
              <th scope="col">Status</th>
              <th scope="col">Latency</th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ['Postgres', system.postgres],
                ['Redis', system.redis],
              ] as const
            ).map(([name, store]) => (
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
