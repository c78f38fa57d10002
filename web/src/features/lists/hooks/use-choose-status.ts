import { useQueryClient } from '@tanstack/react-query';
import type { ListStatus } from '@tracker/contracts';

import { useSession } from '../../auth/hooks/use-session';
import { useAddToList } from '../api/add-to-list';
import { useRemoveFromList } from '../api/remove-from-list';
import { cachedEntry } from '../list-cache';

/** Spec §4 home cards: choosing the status a title already has removes it; another sets it. */
export function useChooseStatus(animeId: number) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  const add = useAddToList(animeId);
  const remove = useRemoveFromList(animeId);
  return async (status: ListStatus): Promise<void> => {
    // The entry as shown, earlier writes still on their way included.
    if (cachedEntry(queryClient, userId, animeId)?.status === status) await remove.mutateAsync(status);
    else await add.mutateAsync(status);
  };
}
