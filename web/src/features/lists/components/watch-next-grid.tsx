import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useRecommendations } from '../api/get-recommendations';
import { useListSession } from '../hooks/use-list-session';
import { AnimeCardGrid } from './anime-card-grid';

/** Spec §5 watch next: titles like the user's, none already on a list. */
export function WatchNextGrid({ userId }: { userId: string }) {
  const { t } = useTranslation('lists');
  const { data, error, isPending, refetch } = useRecommendations(userId);
  const { entries, loaded } = useListSession();

  if (isPending) return <LoadingState label={t('watchNext.loading')} />;
  // Spec §8: the same banner whether the call failed or answered success false.
  if (error) return <ErrorBanner title={t('watchNext.failed')} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    // Asking someone with lists to add anime would be wrong: the catalogue knows nothing like theirs yet.
    return (
      <p className="empty-state">
        {entries.size > 0 || !loaded ? t('watchNext.emptyLearning') : t('watchNext.emptyNoLists')}
      </p>
    );
  }
  return <AnimeCardGrid anime={data} />;
}
