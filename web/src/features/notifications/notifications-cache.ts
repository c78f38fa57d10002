import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPage, NotificationRead, SocialBadges } from '@tracker/contracts';

import { socialBadgesQueryKey } from '../social/api/social-badges';
import { notificationsQueryKey } from './api/get-notifications';

type Pages = InfiniteData<NotificationPage, string | undefined>;

/** Sets the bell's count where it is read from: the loaded list's first page, else the session's badges. */
function setUnread(queryClient: QueryClient, userId: string, unread: (current: number) => number) {
  queryClient.setQueryData<SocialBadges>(
    socialBadgesQueryKey(userId),
    (badges) => badges && { ...badges, unreadNotifications: Math.max(0, unread(badges.unreadNotifications)) },
  );
  queryClient.setQueryData<Pages>(notificationsQueryKey(userId), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    return (
      data && first && { ...data, pages: [{ ...first, unread: Math.max(0, unread(first.unread)) }, ...rest] }
    );
  });
}

/** A notification pushed live: it tops the loaded list, once, and counts one more unread. */
export function addNotification(queryClient: QueryClient, userId: string, notification: Notification) {
  const data = queryClient.getQueryData<Pages>(notificationsQueryKey(userId));
  if (data?.pages.some((page) => page.notifications.some(({ id }) => id === notification.id))) return;
  queryClient.setQueryData<Pages>(notificationsQueryKey(userId), (current) => {
    const [first, ...rest] = current?.pages ?? [];
    return (
      current &&
      first && {
        ...current,
        pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest],
      }
    );
  });
  if (notification.readAt === null) setUnread(queryClient, userId, (count) => count + 1);
}

/** A read mark's answer: the notification as read, and the count the server gave. */
export function replaceNotification(queryClient: QueryClient, userId: string, read: NotificationRead) {
  queryClient.setQueryData<Pages>(
    notificationsQueryKey(userId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          notifications: page.notifications.map((shown) =>
            shown.id === read.notification.id ? read.notification : shown,
          ),
        })),
      },
  );
  setUnread(queryClient, userId, () => read.unread);
}

/** Every loaded notification read at `readAt` (those read before keep their time); the count is 0. */
export function markAllRead(queryClient: QueryClient, userId: string, readAt: string) {
  queryClient.setQueryData<Pages>(
    notificationsQueryKey(userId),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          notifications: page.notifications.map((shown) => ({ ...shown, readAt: shown.readAt ?? readAt })),
        })),
      },
  );
  setUnread(queryClient, userId, () => 0);
}
