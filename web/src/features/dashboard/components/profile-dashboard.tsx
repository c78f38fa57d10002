import './dashboard.css';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { type DashboardProfile, useDashboard } from '../hooks/use-dashboard';
import { useNarrowViewport } from '../hooks/use-narrow-viewport';
import { DASHBOARD_ERRORS } from '../storage/dashboard-sync';
import { DashboardEditor } from './dashboard-editor';
import { StaticGrid } from './static-grid';

interface ProfileDashboardProps {
  profile: DashboardProfile;
  /** The signed-in viewer's id, null for an anonymous visitor. */
  viewerId: string | null;
}

/**
 * The profile's dashboard under its header: read-only for visitors and on phones (one column); the
 * owner edits it on wider screens.
 */
export function ProfileDashboard({ profile, viewerId }: ProfileDashboardProps) {
  const dashboard = useDashboard(profile, viewerId);
  const narrow = useNarrowViewport();

  if (dashboard.isPending) return <LoadingState label="Loading dashboard…" />;
  if (dashboard.isError)
    return (
      <ErrorBanner
        title={DASHBOARD_ERRORS.load}
        detail={dashboard.error.message}
        onRetry={() => void dashboard.refetch()}
      />
    );

  const { config, source, loadError } = dashboard.data;
  const isOwner = viewerId !== null && viewerId === profile.userId;
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading" className="visually-hidden">
        Dashboard
      </h2>
      {loadError && <ErrorBanner title={DASHBOARD_ERRORS.load} detail={loadError} />}
      {source === 'local' && (
        <p className="notice" role="status">
          The server is unavailable: this is the dashboard saved in this browser. Changes are kept here and
          sent to the server when it is back.
        </p>
      )}
      {isOwner ? (
        <DashboardEditor profile={profile} viewerId={viewerId} shown={config} narrow={narrow} />
      ) : (
        <StaticGrid config={config} username={profile.username} stacked={narrow} />
      )}
    </section>
  );
}
