import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SentMessage } from '@tracker/contracts';

import { addMessage } from '../social-cache';
import { socialCall } from './social-call';

/** POST /api/messages {receiverId, content}: answers the conversation (new on a first message) and the message. */
export const sendMessage = (receiverId: string, content: string) =>
  socialCall<SentMessage>('POST', '/messages', { json: { receiverId, content } });

/** Sends to `receiverId`; the message shows in its conversation once the server has it. */
export function useSendMessage(userId: string, receiverId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(receiverId, content),
    onSuccess: (sent) => addMessage(queryClient, userId, sent),
  });
}
