import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useRecommendations } from '../api/get-recommendations';
import { useListSession } from '../hooks/use-list-session';
import { LIST_ERRORS } from '../list-labels';
import { AnimeCardGrid } from './anime-card-grid';

/** Spec §5 watch next: titles like the user's, none already on a list. */
export function WatchNextGrid({ userId }: { userId: string }) {
  const { data, error, isPending, refetch } = useRecommendations(userId);
  const { entries, loaded } = useListSession();

  if (isPending) return <LoadingState label="Loading personalized recommendations…" />;
  // Spec §8: the same banner whether the call failed or answered success false.
  if (error) return <ErrorBanner title={LIST_ERRORS.recommendations} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    // Asking someone with lists to add anime would be wrong: the catalogue knows nothing like theirs yet.
    return (
      <p className="empty-state">
        {entries.size > 0 || !loaded
          ? 'No recommendations yet. Titles like yours will appear here as the catalogue learns more about them.'
          : 'No recommendations yet. Add some anime to your lists to get personalized recommendations.'}
      </p>
    );
  }
  return <AnimeCardGrid anime={data} />;
}
