import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiToken } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';

/** GET /api/auth/api-tokens: the signed-in user's tokens, newest first, without their secrets. */
export async function getApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  return (await apiSend<{ items: ApiToken[] }>('GET', '/auth/api-tokens', { signal })).items;
}

/** One user's tokens: another account signed in on this browser never sees them. */
export const apiTokensQueryKey = (userId: string | undefined) => ['api-tokens', userId ?? null] as const;

export const apiTokensQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: apiTokensQueryKey(userId),
    queryFn: ({ signal }) => getApiTokens(signal),
  });

/** The signed-in user's tokens; nothing is asked while signed out. */
export function useApiTokens() {
  const { user } = useSession();
  return useQuery({ ...apiTokensQueryOptions(user?.id), enabled: Boolean(user) });
}
