import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EpisodeProgressMap } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';
import { LIST_QUERY_RULES, listsQueryKey } from './lists-query-key';

/** GET /api/auth/episode-progress: the episodes the signed-in user watched, by title and number. */
export const getEpisodeProgress = async () =>
  (await apiSend<{ episodeProgress: EpisodeProgressMap }>('GET', '/auth/episode-progress')).episodeProgress;

export const episodeProgressQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...listsQueryKey(userId), 'episode-progress'],
    queryFn: getEpisodeProgress,
    ...LIST_QUERY_RULES,
  });

export function useEpisodeProgress() {
  const { user } = useSession();
  return useQuery({ ...episodeProgressQueryOptions(user?.id ?? ''), enabled: user !== null });
}
