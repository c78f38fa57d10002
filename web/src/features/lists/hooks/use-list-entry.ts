import type { AnimeLists } from '@tracker/contracts';
import { useCallback } from 'react';

import { useAnimeLists } from '../api/get-anime-lists';
import { entryIn } from '../list-session';

/** One title's entry on the signed-in user's lists: a card re-renders only when its own entry changes. */
export function useListEntry(animeId: number) {
  const select = useCallback((lists: AnimeLists) => entryIn(lists, animeId), [animeId]);
  return useAnimeLists(select).data;
}
