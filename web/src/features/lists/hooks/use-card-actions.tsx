import type { Anime } from '@tracker/contracts';
import type { ReactNode } from 'react';

import { useSession } from '../../auth/hooks/use-session';
import { ListCardActions } from '../components/list-card-actions';

const renderListActions = (anime: Anime): ReactNode => <ListCardActions anime={anime} />;

/**
 * What a card grid passes to each AnimeCard's `actions` (or a SearchBox's `renderSuggestionAction`):
 * nothing for anonymous visitors, so their memoised cards never re-render for it (spec §6).
 */
export function useCardActions(): ((anime: Anime) => ReactNode) | undefined {
  const { user } = useSession();
  return user ? renderListActions : undefined;
}
