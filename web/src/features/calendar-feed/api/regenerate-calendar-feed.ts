import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** POST /api/auth/calendar-feed/regenerate: a new address; the old one answers 404 from then on. */
export const regenerateCalendarFeed = () => apiSend<CalendarFeed>('POST', '/auth/calendar-feed/regenerate');

/** Regenerates the feed and shows the new address at once. */
export function useRegenerateCalendarFeed() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: (feed) => {
      if (user) queryClient.setQueryData(calendarFeedQueryKey(user.id), feed);
    },
  });
}
