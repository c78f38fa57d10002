import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useAnimeTitles } from '../hooks/use-anime-titles';
import { useListSession } from '../hooks/use-list-session';
import { AnimeCardGrid } from './anime-card-grid';

/** Spec §5 favorites mode for a signed-in user: their favorite titles, loaded in groups of 5. */
export function FavoritesGrid() {
  const { t } = useTranslation('lists');
  const { loaded, favorites } = useListSession();
  const { anime, isPending, error } = useAnimeTitles(favorites);

  if (!loaded) return <LoadingState label={t('favorites.loading')} />;
  if (favorites.length === 0) {
    return <p className="empty-state">{t('favorites.empty')}</p>;
  }
  return (
    <>
      {error && <ErrorBanner title={t('favorites.failed')} detail={error.message} />}
      {isPending && anime.length === 0 && <LoadingState label={t('favorites.loading')} />}
      {anime.length > 0 && <AnimeCardGrid anime={anime} />}
    </>
  );
}
