import { useQuery } from '@tanstack/react-query';
import type { FavoriteCharacters as FavoriteCharacterList } from '@tracker/contracts';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { apiSend } from '../../../lib/api-client';

/** A user's favorite characters (minimal version; the characters feature owns the real one). */
export function FavoriteCharacters({ username, limit }: { username: string; limit: number }) {
  const favorites = useQuery({
    queryKey: ['users', username.toLowerCase(), 'favorite-characters'],
    queryFn: ({ signal }) =>
      apiSend<FavoriteCharacterList>('GET', `/users/${encodeURIComponent(username)}/favorite-characters`, {
        signal,
      }),
  });
  if (favorites.isPending) return <LoadingState label="Loading favorite characters…" />;
  if (favorites.isError) {
    return <ErrorBanner title="Failed to load favorite characters" detail={favorites.error.message} />;
  }
  if (favorites.data.items.length === 0) return <p className="empty-state">No favorite characters yet.</p>;
  return (
    <ul aria-label="Favorite characters">
      {favorites.data.items.slice(0, limit).map((character) => (
        <li key={character.characterId}>
          {character.image && <img src={character.image} alt="" width={42} height={62} loading="lazy" />}
          {character.name}
        </li>
      ))}
    </ul>
  );
}
