import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenRevocation } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';
import { apiTokensQueryKey } from './get-api-tokens';

/** DELETE /api/auth/api-tokens/{id}: refused at once everywhere; 404 once it is gone. */
export const revokeApiToken = (id: string) =>
  apiSend<ApiTokenRevocation>('DELETE', `/auth/api-tokens/${encodeURIComponent(id)}`);

/** Revokes a token and takes it off the list. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = apiTokensQueryKey(user?.id);
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<ApiToken[]>(key, (tokens) => tokens?.filter((token) => token.id !== id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
