import './activity.css';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../auth/hooks/use-session';
import { useUserActivity } from '../api/get-user-activity';
import { ActivityItem } from './activity-item';

/** A user's recent activity, newest first, at most `limit` entries (as their privacy lets the viewer see). */
export function UserActivity({ username, limit }: { username: string; limit: number }) {
  const { t } = useTranslation('activity');
  const { status, user: viewer } = useSession();
  // Wait for the session, so an owner is asked for with their token and sees their private entries.
  const activity = useUserActivity(username, limit, status === 'loading' ? undefined : (viewer?.id ?? null));

  if (activity.isPending) return <LoadingState label={t('user.loading')} />;
  if (activity.isError) {
    return (
      <ErrorBanner
        title={t('user.failed')}
        detail={activity.error.message}
        onRetry={() => void activity.refetch()}
      />
    );
  }
  if (activity.data.items.length === 0) return <p className="activity-empty">{t('user.empty')}</p>;
  return (
    <ul className="activity-list" aria-label={t('user.list')}>
      {activity.data.items.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
