import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@tracker/contracts';

import { loggedRead, SOCIAL_QUERY_RULES, socialCall, socialQueryKey } from './social-call';

/** GET /api/messages/conversations: newest first, each with participants, unreadCount and lastMessage. */
export const getConversations = async (signal?: AbortSignal) =>
  (await socialCall<{ conversations: Conversation[] }>('GET', '/messages/conversations', { signal }))
    .conversations;

export const conversationsQueryKey = (userId: string) =>
  [...socialQueryKey(userId), 'conversations'] as const;

export const conversationsQueryOptions = (userId: string, pollMs: number | false = false) =>
  queryOptions({
    queryKey: conversationsQueryKey(userId),
    queryFn: ({ signal }) => loggedRead(() => getConversations(signal)),
    refetchInterval: pollMs,
    ...SOCIAL_QUERY_RULES,
  });

/**
 * The conversations once `enabled`, asked every `pollMs` when given; undefined until they load or after
 * a failure (spec §8: the lists show none).
 */
export function useConversations(userId: string, pollMs: number | false = false, enabled = true) {
  return useQuery({ ...conversationsQueryOptions(userId, pollMs), enabled }).data;
}
