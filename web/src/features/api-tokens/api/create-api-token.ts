import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenBody, CreatedApiToken } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';
import { apiTokensQueryKey } from './get-api-tokens';

/** POST /api/auth/api-tokens: the token itself is in this answer only, never again. */
export const createApiToken = (body: ApiTokenBody) =>
  apiSend<CreatedApiToken>('POST', '/auth/api-tokens', { json: body });

/** Makes a token, then reloads the list (which shows it without its secret). */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey(user?.id) }),
  });
}
