import '../../../components/ui/tile-grid.css';
import './characters.css';

import { Link } from 'react-router';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { PersonPhoto } from '../../anime-detail/components/person-photo';
import { useSession } from '../../auth/hooks/use-session';
import { useFavoriteCharacters } from '../api/get-favorite-characters';

/**
 * A user's favorite characters (issue 19), newest first, at most `limit`: each picture and name links to
 * the title it was favorited from. Empty when there are none, or when the owner hides favorites from others.
 */
export function FavoriteCharacters({ username, limit }: { username: string; limit: number }) {
  const { t } = useTranslation('animeDetail');
  const { status, user } = useSession();
  // Wait for the session, so owners are asked for with their token and see their own.
  const favorites = useFavoriteCharacters(username, status === 'loading' ? undefined : (user?.id ?? null));

  if (favorites.isPending) return <LoadingState label={t('favoriteCharacters.loading')} />;
  if (favorites.isError) {
    return (
      <ErrorBanner
        title={t('favoriteCharacters.failed')}
        detail={favorites.error.message}
        onRetry={() => void favorites.refetch()}
      />
    );
  }
  const shown = favorites.data.slice(0, limit);
  if (shown.length === 0)
    return <p className="favorite-characters__empty">{t('favoriteCharacters.empty')}</p>;

  return (
    <ul className="tile-grid tile-grid--small" aria-label={t('favoriteCharacters.label')}>
      {shown.map((character) => (
        <li key={character.characterId} className="favorite-characters__item">
          <Link
            to={`/anime/${character.animeId}`}
            state={{ malId: character.animeId }}
            className="favorite-characters__link"
          >
            <PersonPhoto url={character.image} />
            <span className="favorite-characters__name">{character.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
