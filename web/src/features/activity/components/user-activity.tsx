import { useQuery } from '@tanstack/react-query';
import type { ActivityEntry, ActivityPage } from '@tracker/contracts';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { apiSend } from '../../../lib/api-client';

function describe(entry: ActivityEntry): string {
  const title = entry.anime.title ?? `Anime #${entry.anime.id}`;
  switch (entry.kind) {
    case 'added':
    case 'status_changed':
      return `${entry.status ?? 'listed'}: ${title}`;
    case 'episodes_watched':
      return `watched episodes ${entry.episodes?.from}–${entry.episodes?.to} of ${title}`;
    case 'score_set':
      return `scored ${title} ${entry.score}`;
    case 'favorite_added':
      return `added ${title} to favorites`;
  }
}

/** A user's recent activity, newest first (minimal version; the activity feature owns the real one). */
export function UserActivity({ username, limit }: { username: string; limit: number }) {
  const activity = useQuery({
    queryKey: ['users', username.toLowerCase(), 'activity', limit],
    queryFn: ({ signal }) =>
      apiSend<ActivityPage>('GET', `/users/${encodeURIComponent(username)}/activity?limit=${limit}`, {
        signal,
      }),
  });
  if (activity.isPending) return <LoadingState label="Loading activity…" />;
  if (activity.isError)
    return <ErrorBanner title="Failed to load activity" detail={activity.error.message} />;
  if (activity.data.items.length === 0) return <p className="empty-state">No activity yet.</p>;
  return (
    <ul aria-label="Recent activity">
      {activity.data.items.slice(0, limit).map((entry) => (
        <li key={entry.id}>{describe(entry)}</li>
      ))}
    </ul>
  );
}
