import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@tracker/contracts';

import { replaceConversation } from '../social-cache';
import { socialCall } from './social-call';

/** PUT /api/messages/conversations/{id}/read: read up to its newest message. */
export const markConversationRead = async (conversationId: string) =>
  (
    await socialCall<{ conversation: Conversation }>(
      'PUT',
      `/messages/conversations/${encodeURIComponent(conversationId)}/read`,
    )
  ).conversation;

/** Marks a conversation read; its unread count and 'seen' marks follow the answer. Failures are logged. */
export function useMarkConversationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (conversation) => replaceConversation(queryClient, userId, conversation),
    onError: (error) => console.error(error.message),
  });
}
