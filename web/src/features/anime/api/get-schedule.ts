import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeekSchedule } from '@tracker/contracts';

import { translator } from '../../../i18n/use-translation';
import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';

/** The week's broadcasts, Mondays to Sundays, in JST; the calendar converts them to the viewer's zone. */
export function getSchedule(signal?: AbortSignal): Promise<WeekSchedule> {
  return catalogueSession().reader.read({
    failureMessage: translator('anime')('errors.schedule'),
    backend: (timed) => apiGet<WeekSchedule>('/database/schedule', { signal: timed }),
    fallback: (jikan) => jikan.schedule(),
    cacheKey: { store: 'searchCache', key: 'schedule' },
    animeIn: (week) => week.days.flatMap((day) => day.entries.map((entry) => entry.anime)),
    signal,
  });
}

export const scheduleQueryOptions = () =>
  queryOptions({
    queryKey: ['anime', 'schedule'],
    queryFn: ({ signal }) => getSchedule(signal),
  });

export function useSchedule({ enabled = true } = {}) {
  return useQuery({ ...scheduleQueryOptions(), enabled });
}
