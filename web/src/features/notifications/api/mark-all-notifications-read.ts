import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsReadAll } from '@tracker/contracts';

import { socialCall } from '../../social/api/social-call';
import { markAllRead } from '../notifications-cache';

/** PUT /api/notifications/read-all. */
export const markAllNotificationsRead = () =>
  socialCall<NotificationsReadAll>('PUT', '/notifications/read-all');

/** Marks every notification read; the list shows them read and the bell's count clears. Failures are logged. */
export function useMarkAllNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => markAllRead(queryClient, userId, new Date().toISOString()),
    onError: (error) => console.error(error.message),
  });
}
