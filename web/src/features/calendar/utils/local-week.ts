import type { Anime, WeekSchedule } from '@tracker/contracts';
import { broadcastInZone, broadcastStatus, weekTimeInZone } from '@tracker/domain';

/** Spec §2: the calendar's columns, Monday first. */
export const SPANISH_WEEKDAYS = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;

export interface LocalBroadcast {
  anime: Anime;
  /** HH:MM in the viewer's zone. */
  time: string;
  /** Spec §4: 'aired' shows 'Emitido', 'upcoming' shows the time. */
  status: 'aired' | 'upcoming';
}

export interface LocalDay {
  /** 0 = Monday … 6 = Sunday, in the viewer's zone. */
  weekday: number;
  name: (typeof SPANISH_WEEKDAYS)[number];
  isToday: boolean;
  broadcasts: LocalBroadcast[];
}

export interface LocalWeek {
  days: LocalDay[];
  total: number;
}

/**
 * The JST week re-laid in `timeZone` as of `now`: a slot lands on the weekday it falls on there (a late
 * JST slot moves to the previous day in the Americas, an early one to the next in Sydney), each day
 * sorted by its local time.
 */
export function localWeek(schedule: WeekSchedule, timeZone: string, now: Date): LocalWeek {
  const days: LocalDay[] = SPANISH_WEEKDAYS.map((name, weekday) => ({
    weekday,
    name,
    isToday: false,
    broadcasts: [],
  }));
  days[weekTimeInZone(now, timeZone).weekday].isToday = true;

  for (const { entries } of schedule.days) {
    for (const { day, time, anime } of entries) {
      const slot = broadcastInZone({ day, time }, timeZone, now);
      // The catalogue only lists readable slots; a malformed one has nowhere to go.
      if (!slot) continue;
      const status = broadcastStatus({ day, time }, now, timeZone) === 'aired' ? 'aired' : 'upcoming';
      days[slot.weekday].broadcasts.push({ anime, time: slot.time, status });
    }
  }

  for (const { broadcasts } of days) {
    broadcasts.sort((a, b) => a.time.localeCompare(b.time) || a.anime.title.localeCompare(b.anime.title));
  }
  return { days, total: days.reduce((sum, { broadcasts }) => sum + broadcasts.length, 0) };
}
