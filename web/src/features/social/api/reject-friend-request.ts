import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FriendRequest } from '@tracker/contracts';

import { reloadFriends } from '../social-cache';
import { socialCall } from './social-call';

/** PUT /api/friends/requests/{id}/reject. */
export const rejectFriendRequest = async (requestId: string) =>
  (
    await socialCall<{ request: FriendRequest }>(
      'PUT',
      `/friends/requests/${encodeURIComponent(requestId)}/reject`,
    )
  ).request;

export function useRejectFriendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectFriendRequest,
    onSuccess: () => reloadFriends(queryClient, userId),
  });
}
