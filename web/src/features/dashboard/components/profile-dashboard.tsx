import './dashboard.css';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { type DashboardProfile, useDashboard } from '../hooks/use-dashboard';
import { useNarrowViewport } from '../hooks/use-narrow-viewport';
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
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard(profile, viewerId);
  const narrow = useNarrowViewport();

  if (dashboard.isPending) return <LoadingState label={t('loading')} />;
  if (dashboard.isError)
    return (
      <ErrorBanner
        title={t('errors.load')}
        detail={dashboard.error.message}
        onRetry={() => void dashboard.refetch()}
      />
    );

  const { config, source, loadError } = dashboard.data;
  const isOwner = viewerId !== null && viewerId === profile.userId;
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading" className="visually-hidden">
        {t('heading')}
      </h2>
      {loadError && (
        <ErrorBanner
          title={t('errors.load')}
          detail={loadError.kind === 'unavailable' ? t('errors.unavailable') : loadError.message}
        />
      )}
      {source === 'local' && (
        <p className="notice" role="status">
          {t('offline')}
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
