import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FriendRequest } from '@tracker/contracts';

import { reloadFriends } from '../social-cache';
import { socialCall } from './social-call';

/** PUT /api/friends/requests/{id}/accept: the two become friends. */
export const acceptFriendRequest = async (requestId: string) =>
  (
    await socialCall<{ request: FriendRequest }>(
      'PUT',
      `/friends/requests/${encodeURIComponent(requestId)}/accept`,
    )
  ).request;

export function useAcceptFriendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    onSuccess: () => reloadFriends(queryClient, userId),
  });
}
