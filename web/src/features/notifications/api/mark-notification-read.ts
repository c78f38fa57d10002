import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationRead } from '@tracker/contracts';

import { socialCall } from '../../social/api/social-call';
import { replaceNotification } from '../notifications-cache';

/** PUT /api/notifications/{id}/read: the notification, read, and the unread left. */
export const markNotificationRead = (notificationId: string) =>
  socialCall<NotificationRead>('PUT', `/notifications/${encodeURIComponent(notificationId)}/read`);

/** Marks one read; the list and the bell's count follow the answer. Failures are logged. */
export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) => replaceNotification(queryClient, userId, read),
    onError: (error) => console.error(error.message),
  });
}
