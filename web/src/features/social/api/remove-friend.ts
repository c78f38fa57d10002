import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reloadFriends } from '../social-cache';
import { socialCall } from './social-call';

/** DELETE /api/friends/{id}: Eliminar, the friendship ends on both sides. */
export const removeFriend = (friendId: string) =>
  socialCall<{ friendId: string }>('DELETE', `/friends/${encodeURIComponent(friendId)}`);

export function useRemoveFriend(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFriend,
    onSuccess: () => reloadFriends(queryClient, userId, true),
  });
}
