import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDeletion } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { adminQueryKey } from './admin-query-keys';

/** How often a deletion still under way is asked about. */
export const DELETION_POLL_MS = 1000;

/** GET /api/admin/deletions/{userId}: the account's deletion, step by step; 404 when none was asked. */
export const getAccountDeletion = async (userId: string, signal?: AbortSignal) =>
  (
    await apiSend<{ deletion: AccountDeletion }>('GET', `/admin/deletions/${encodeURIComponent(userId)}`, {
      signal,
    })
  ).deletion;

export const accountDeletionQueryKey = (actorId: string, userId: string) =>
  [...adminQueryKey(actorId), 'deletions', userId] as const;

export const isDeletionUnderWay = (deletion: AccountDeletion | undefined) =>
  deletion?.state === 'queued' || deletion?.state === 'running';

export const accountDeletionQueryOptions = (actorId: string, userId: string) =>
  queryOptions({
    queryKey: accountDeletionQueryKey(actorId, userId),
    queryFn: ({ signal }) => getAccountDeletion(userId, signal),
    // Asked every second until it is done or failed.
    refetchInterval: (query) => (isDeletionUnderWay(query.state.data) ? DELETION_POLL_MS : false),
  });

/**
 * The deletion of `seed.userId`, polled while under way. `seed` is what the account's read or the
 * DELETE answered: it shows at once, and the first poll follows a second later.
 */
export const useAccountDeletion = (actorId: string, seed: AccountDeletion) =>
  useQuery({ ...accountDeletionQueryOptions(actorId, seed.userId), initialData: seed }).data;
