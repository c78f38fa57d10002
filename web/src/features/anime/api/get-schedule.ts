import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeekSchedule } from '@tracker/contracts';

import { apiGet } from '../../../lib/api-client';

/** The week's broadcasts, Mondays to Sundays, in JST; the calendar converts them to the viewer's zone. */
export function getSchedule(signal?: AbortSignal): Promise<WeekSchedule> {
  return apiGet<WeekSchedule>('/database/schedule', { signal });
}

export const scheduleQueryOptions = () =>
  queryOptions({
    queryKey: ['anime', 'schedule'],
    queryFn: ({ signal }) => getSchedule(signal),
  });

export function useSchedule({ enabled = true } = {}) {
  return useQuery({ ...scheduleQueryOptions(), enabled });
}
