import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAnimeTitles } from '../hooks/use-anime-titles';
import { useListSession } from '../hooks/use-list-session';
import { LIST_ERRORS } from '../list-labels';
import { AnimeCardGrid } from './anime-card-grid';

/** Spec §5 favorites mode for a signed-in user: their favorite titles, loaded in groups of 5. */
export function FavoritesGrid() {
  const { loaded, favorites } = useListSession();
  const { anime, isPending, error } = useAnimeTitles(favorites);

  if (!loaded) return <LoadingState label="Loading favorites…" />;
  if (favorites.length === 0) {
    return (
      <p className="empty-state">
        No favorites yet! Add some anime to your favorites by clicking the heart icon.
      </p>
    );
  }
  return (
    <>
      {error && <ErrorBanner title={LIST_ERRORS.favorites} detail={error.message} />}
      {isPending && anime.length === 0 && <LoadingState label="Loading favorites…" />}
      {anime.length > 0 && <AnimeCardGrid anime={anime} />}
    </>
  );
}
