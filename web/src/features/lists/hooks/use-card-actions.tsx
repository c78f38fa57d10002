import type { Anime } from '@tracker/contracts';
import type { ReactNode } from 'react';

import { useSession } from '../../auth/hooks/use-session';
import { ListCardActions } from '../components/list-card-actions';
import { SuggestionFavorite } from '../components/suggestion-favorite';

const renderListActions = (anime: Anime): ReactNode => <ListCardActions anime={anime} />;
const renderSuggestionFavorite = (anime: Anime): ReactNode => <SuggestionFavorite anime={anime} />;

/**
 * What a card grid passes to each AnimeCard's `actions`: nothing for anonymous visitors, so their
 * memoised cards never re-render for it (spec §6).
 */
export function useCardActions(): ((anime: Anime) => ReactNode) | undefined {
  const { user } = useSession();
  return user ? renderListActions : undefined;
}

/** The SearchBox's `renderSuggestionAction`: the favorite heart for signed-in users (spec §2). */
export function useSuggestionActions(): ((anime: Anime) => ReactNode) | undefined {
  const { user } = useSession();
  return user ? renderSuggestionFavorite : undefined;
}
