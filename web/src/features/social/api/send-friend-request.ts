import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FriendRequest } from '@tracker/contracts';

import { reloadFriends } from '../social-cache';
import { socialCall } from './social-call';

/** POST /api/friends/request {userId}: asks them, or accepts their pending request to the user. */
export const sendFriendRequest = async (userId: string) =>
  (await socialCall<{ request: FriendRequest }>('POST', '/friends/request', { json: { userId } })).request;

export function useSendFriendRequest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: () => reloadFriends(queryClient, userId),
  });
}
