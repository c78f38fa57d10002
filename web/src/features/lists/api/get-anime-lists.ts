import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnimeLists } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';
import { LIST_QUERY_RULES, listsQueryKey } from './lists-query-key';

/** GET /api/auth/anime-lists: the signed-in user's lists, a title under its status and under favorite. */
export const getAnimeLists = async () =>
  (await apiSend<{ lists: AnimeLists }>('GET', '/auth/anime-lists')).lists;

export const animeListsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...listsQueryKey(userId), 'anime-lists'],
    queryFn: getAnimeLists,
    ...LIST_QUERY_RULES,
  });

/** The signed-in user's lists, or what `select` takes from them; nothing for anonymous visitors. */
export function useAnimeLists<T = AnimeLists>(select?: (lists: AnimeLists) => T) {
  const { user } = useSession();
  return useQuery({ ...animeListsQueryOptions(user?.id ?? ''), enabled: user !== null, select });
}
