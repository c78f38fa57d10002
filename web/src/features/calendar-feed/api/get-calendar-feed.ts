import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';

/** Every query of one user's calendar feed starts here. */
export const calendarFeedQueryKey = (userId: string) => ['calendar-feed', userId] as const;

/** GET /api/auth/calendar-feed: the signed-in user's private feed address, made on first use. */
export const getCalendarFeed = (signal?: AbortSignal) =>
  apiSend<CalendarFeed>('GET', '/auth/calendar-feed', { signal });

export const calendarFeedQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: calendarFeedQueryKey(userId),
    queryFn: ({ signal }) => getCalendarFeed(signal),
    // Only a regeneration changes it, and that answers the new one.
    staleTime: Infinity,
  });

/** The signed-in user's feed; nothing for anonymous visitors. */
export function useCalendarFeed() {
  const { user } = useSession();
  return useQuery({ ...calendarFeedQueryOptions(user?.id ?? ''), enabled: user !== null });
}
