import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useFriendsActivity } from '../api/get-friends-activity';
import { ActivityItem } from './activity-item';

/** The home page's feed for a signed-in user: their friends' public activity, newest first, by pages. */
export function FriendsActivity({ userId }: { userId: string }) {
  const feed = useFriendsActivity(userId);
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];

  if (feed.isPending) return <LoadingState label="Loading your friends' activity…" />;
  if (feed.isError && entries.length === 0) {
    return (
      <ErrorBanner
        title="Failed to load your friends' activity"
        detail={feed.error.message}
        onRetry={() => void feed.refetch()}
      />
    );
  }
  if (entries.length === 0) {
    return (
      <p className="activity-empty">
        Nothing from your friends yet: what they add, watch and score shows up here.
      </p>
    );
  }
  return (
    <>
      <ul className="activity-list" aria-label="Friends' activity">
        {entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} user={entry.user} />
        ))}
      </ul>
      {feed.isFetchNextPageError && (
        <ErrorBanner title="Failed to load more activity" detail={feed.error?.message} />
      )}
      {feed.hasNextPage && (
        <button
          type="button"
          className="button button--secondary friends-activity__more"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {feed.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}
