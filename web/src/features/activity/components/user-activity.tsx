import './activity.css';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useSession } from '../../auth/hooks/use-session';
import { useUserActivity } from '../api/get-user-activity';
import { ActivityItem } from './activity-item';

/** A user's recent activity, newest first, at most `limit` entries (as their privacy lets the viewer see). */
export function UserActivity({ username, limit }: { username: string; limit: number }) {
  const { status, user: viewer } = useSession();
  // Wait for the session, so an owner is asked for with their token and sees their private entries.
  const activity = useUserActivity(username, limit, status === 'loading' ? undefined : (viewer?.id ?? null));

  if (activity.isPending) return <LoadingState label="Loading activity…" />;
  if (activity.isError) {
    return (
      <ErrorBanner
        title="Failed to load activity"
        detail={activity.error.message}
        onRetry={() => void activity.refetch()}
      />
    );
  }
  if (activity.data.items.length === 0) return <p className="activity-empty">No activity yet.</p>;
  return (
    <ul className="activity-list" aria-label="Recent activity">
      {activity.data.items.map((entry) => (
        <ActivityItem key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
