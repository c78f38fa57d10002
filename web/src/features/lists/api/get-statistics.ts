import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListStatistics } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';
import { LIST_QUERY_RULES, listsQueryKey } from './lists-query-key';

/** GET /api/auth/statistics: spec §3 statistics of the signed-in user's lists. */
export const getStatistics = async () =>
  (await apiSend<{ statistics: ListStatistics }>('GET', '/auth/statistics')).statistics;

export const statisticsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...listsQueryKey(userId), 'statistics'],
    queryFn: getStatistics,
    ...LIST_QUERY_RULES,
  });

export function useStatistics() {
  const { user } = useSession();
  return useQuery({ ...statisticsQueryOptions(user?.id ?? ''), enabled: user !== null });
}
