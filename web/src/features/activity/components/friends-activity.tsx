import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useFriendsActivity } from '../api/get-friends-activity';
import { ActivityItem } from './activity-item';

/** The home page's feed for a signed-in user: their friends' public activity, newest first, by pages. */
export function FriendsActivity({ userId }: { userId: string }) {
  const { t } = useTranslation('activity');
  const feed = useFriendsActivity(userId);
  const entries = feed.data?.pages.flatMap((page) => page.items) ?? [];

  if (feed.isPending) return <LoadingState label={t('friends.loading')} />;
  if (feed.isError && entries.length === 0) {
    return (
      <ErrorBanner
        title={t('friends.failed')}
        detail={feed.error.message}
        onRetry={() => void feed.refetch()}
      />
    );
  }
  if (entries.length === 0) {
    return <p className="activity-empty">{t('friends.empty')}</p>;
  }
  return (
    <>
      <ul className="activity-list" aria-label={t('friends.list')}>
        {entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} user={entry.user} />
        ))}
      </ul>
      {feed.isFetchNextPageError && (
        <ErrorBanner title={t('friends.moreFailed')} detail={feed.error?.message} />
      )}
      {feed.hasNextPage && (
        <button
          type="button"
          className="button button--secondary friends-activity__more"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {feed.isFetchingNextPage ? t('friends.loadingMore') : t('friends.more')}
        </button>
      )}
    </>
  );
}
