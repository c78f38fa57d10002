import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Message, MessagePage } from '@tracker/contracts';
import { useMemo } from 'react';

import { loggedRead, SOCIAL_QUERY_RULES, socialCall, socialQueryKey } from './social-call';

/** GET /api/messages/conversations/{id}/messages: the newest page, or the one before `before`. */
export const getMessages = (conversationId: string, before?: string, signal?: AbortSignal) =>
  socialCall<MessagePage>(
    'GET',
    `/messages/conversations/${encodeURIComponent(conversationId)}/messages${
      before ? `?before=${encodeURIComponent(before)}` : ''
    }`,
    { signal },
  );

export const messagesQueryKey = (userId: string, conversationId: string) =>
  [...socialQueryKey(userId), 'messages', conversationId] as const;

/** Pages newest first (the first is the newest page); `nextCursor` reaches back for older ones. */
export const messagesQueryOptions = (
  userId: string,
  conversationId: string,
  pollMs: number | false = false,
) =>
  infiniteQueryOptions({
    queryKey: messagesQueryKey(userId, conversationId),
    queryFn: ({ pageParam, signal }) => loggedRead(() => getMessages(conversationId, pageParam, signal)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: MessagePage) => page.nextCursor ?? undefined,
    refetchInterval: pollMs,
    ...SOCIAL_QUERY_RULES,
  });

const NO_MESSAGES: Message[] = [];

/** One conversation's loaded messages, oldest first; asked every `pollMs` when given. */
export function useMessages(userId: string, conversationId: string | null, pollMs: number | false = false) {
  const query = useInfiniteQuery({
    ...messagesQueryOptions(userId, conversationId ?? '', pollMs),
    enabled: conversationId !== null,
  });
  const pages = query.data?.pages;
  const messages = useMemo(
    () => (pages ? pages.toReversed().flatMap((page) => page.messages) : NO_MESSAGES),
    [pages],
  );
  return {
    messages,
    isPending: conversationId !== null && query.isPending,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
  };
}
