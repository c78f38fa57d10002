import { useQueryClient } from '@tanstack/react-query';

import { useSession } from '../../auth/hooks/use-session';
import { useAddToList } from '../api/add-to-list';
import { useRemoveFromList } from '../api/remove-from-list';
import { cachedEntry } from '../list-cache';

/** Spec §2 favorite heart: makes the title a favorite, or no longer one. */
export function useToggleFavorite(animeId: number) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  const add = useAddToList(animeId);
  const remove = useRemoveFromList(animeId);
  return async (): Promise<void> => {
    if (cachedEntry(queryClient, userId, animeId)?.isFavorite) await remove.mutateAsync('favorite');
    else await add.mutateAsync('favorite');
  };
}
