import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedUser } from '@tracker/contracts';

import { reloadFriends } from '../social-cache';
import { socialCall } from './social-call';

/** POST /api/friends/blocked {userId}: Bloquear; the friendship and requests between the two end. */
export const blockUser = async (userId: string) =>
  (await socialCall<{ blocked: BlockedUser }>('POST', '/friends/blocked', { json: { userId } })).blocked;

export function useBlockUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => reloadFriends(queryClient, userId, true),
  });
}
