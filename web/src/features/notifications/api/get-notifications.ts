import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@tracker/contracts';
import { useMemo } from 'react';

import { loggedRead, SOCIAL_QUERY_RULES, socialCall, socialQueryKey } from '../../social/api/social-call';

/** GET /api/notifications: the newest page, or the one older than `before`. */
export const getNotifications = (before?: string, signal?: AbortSignal) =>
  socialCall<NotificationPage>(
    'GET',
    `/notifications${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    { signal },
  );

/** Under the user's social queries: a sign-out drops it, a reconnection that missed pushes reloads it. */
export const notificationsQueryKey = (userId: string) =>
  [...socialQueryKey(userId), 'notifications'] as const;

/** Pages newest first; the first page's `unread` is the user's count, kept by pushes and read marks. */
export const notificationsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ pageParam, signal }) => loggedRead(() => getNotifications(pageParam, signal)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: NotificationPage) => page.nextCursor ?? undefined,
    ...SOCIAL_QUERY_RULES,
  });

const NO_NOTIFICATIONS: Notification[] = [];

/** The loaded notifications, newest first, once `enabled`; `unread` is undefined until the first page. */
export function useNotifications(userId: string, enabled: boolean) {
  const query = useInfiniteQuery({ ...notificationsQueryOptions(userId), enabled });
  const pages = query.data?.pages;
  const notifications = useMemo(
    () => (pages ? pages.flatMap((page) => page.notifications) : NO_NOTIFICATIONS),
    [pages],
  );
  return {
    notifications,
    unread: pages?.[0]?.unread,
    isPending: enabled && query.isPending,
    isError: query.isError,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
  };
}
