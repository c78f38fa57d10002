import './activity.css';

import { useId } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useFriendsActivity } from '../api/get-friends-activity';
import { ActivityItem } from './activity-item';

/** The home page's feed for a signed-in user: their friends' public activity, newest first. */
export function FriendsActivity({ userId }: { userId: string }) {
  const headingId = useId();
  const feed = useFriendsActivity(userId);
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="friends-activity" aria-labelledby={headingId}>
      <h2 id={headingId} className="friends-activity__title">
        Friends&apos; activity
      </h2>
      {feed.isPending ? (
        <LoadingState label="Loading your friends' activity…" />
      ) : feed.isError && entries.length === 0 ? (
        <ErrorBanner
          title="Failed to load your friends' activity"
          detail={feed.error.message}
          onRetry={() => void feed.refetch()}
        />
      ) : entries.length === 0 ? (
        <p className="activity-empty">
          Nothing from your friends yet: what they add, watch and score shows up here.
        </p>
      ) : (
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
      )}
    </section>
  );
}
