import { matchMutation, matchQuery, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { ApiError } from '../../../lib/api-client';
import { ADMIN_MUTATION_KEY, adminQueryKey } from '../api/admin-query-keys';

/** A 403 from an admin route: the account is not (or no longer) an admin, whatever its token says. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status === 403;

const refusedBefore = (queryClient: QueryClient, actorId: string) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: adminQueryKey(actorId) })
    .some((query) => isRefusal(query.state.error));

/**
 * Whether the API refused one of this admin's reads or writes with 403 (a demotion or a disabling since
 * the token was issued): the panel then shows the not-allowed page instead.
 */
export function useAdminRefused(actorId: string): boolean {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(() => refusedBefore(queryClient, actorId));

  useEffect(() => {
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        matchQuery({ queryKey: adminQueryKey(actorId) }, event.query) &&
        isRefusal(event.query.state.error)
      ) {
        setRefused(true);
      }
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        matchMutation({ mutationKey: ADMIN_MUTATION_KEY }, event.mutation) &&
        isRefusal(event.mutation.state.error)
      ) {
        setRefused(true);
      }
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, actorId]);

  return refused;
}
