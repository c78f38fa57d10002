/** The weekly slot of an anime (spec §3): day such as 'Mondays', time 'HH:MM' in JST. */
export interface BroadcastSlot {
  day: string | null;
  time: string | null;
}

/** A moment of the week: weekday 0 = Monday … 6 = Sunday (weeks run Monday–Sunday), time 'HH:MM'. */
export interface WeekTime {
  weekday: number;
  time: string;
}

/** Spec §4 state of this week's episode on a card. */
export type BroadcastStatus = 'unknown' | 'upcoming' | 'aired';

/** Broadcast slots are given in Japan time. */
export const BROADCAST_TIME_ZONE = 'Asia/Tokyo';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MINUTE_MS = 60_000;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** 'Mondays' (or 'Monday', any case) → 0; null for 'Unknown' and the like. */
function parseDay(day: string | null): number | null {
  const index = WEEKDAYS.indexOf(day?.trim().toLowerCase().replace(/s$/, '') ?? '');
  return index === -1 ? null : index;
}

function parseTime(time: string | null): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time?.trim() ?? '');
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

// Building a DateTimeFormat is costly and a calendar converts hundreds of slots, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-US for ASCII digits; h23 so midnight is 00, not 24.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in `timeZone` at `instant` (ms since the epoch). */
function wallTimeAt(instant: number, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

const wallTimeAsUtc = ({ year, month, day, hour, minute }: WallTime): number =>
  Date.UTC(year, month - 1, day, hour, minute);

/** How far `timeZone`'s clock is ahead of UTC at `instant`, as the zone database says. */
function offsetAt(instant: number, timeZone: string): number {
  return wallTimeAsUtc(wallTimeAt(instant, timeZone)) - (instant - (instant % MINUTE_MS));
}

/** The instant a wall-clock time occurs in `timeZone`; a second look settles an offset change in between. */
function instantOf(wall: WallTime, timeZone: string): number {
  const asUtc = wallTimeAsUtc(wall);
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(guess, timeZone);
}

/** Monday-first weekday of a calendar date. */
const weekdayOf = ({ year, month, day }: WallTime): number =>
  (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * The weekday and time of `date` in `timeZone` (the calendar's 'today'). Throws a RangeError for a
 * zone the platform does not know.
 */
export function weekTimeInZone(date: Date, timeZone: string): WeekTime {
  const wall = wallTimeAt(date.getTime(), timeZone);
  return { weekday: weekdayOf(wall), time: `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}` };
}

/**
 * The instant the JST broadcast slot occurs in the JST week (Monday to Sunday) of `referenceDate`: a
 * calendar feed's first occurrence, from which it repeats weekly. Null when the day or time is missing
 * or unreadable.
 */
export function broadcastInstant(broadcast: BroadcastSlot, referenceDate: Date): Date | null {
  const weekday = parseDay(broadcast.day);
  const time = parseTime(broadcast.time);
  if (weekday === null || time === null) return null;
  const today = wallTimeAt(referenceDate.getTime(), BROADCAST_TIME_ZONE);
  // Date.UTC carries a day outside the month over into the next or previous one.
  const slot = { ...today, ...time, day: today.day + weekday - weekdayOf(today) };
  return new Date(instantOf(slot, BROADCAST_TIME_ZONE));
}

/**
 * The JST broadcast slot as a weekday and time in `timeZone`, rolling over the day (and the week) as
 * needed: Sundays 01:00 JST is Saturdays 12:00 in New York in summer. The slot is placed in the JST
 * week of `referenceDate`, so the zone's daylight-saving offset of that week applies. Null when the
 * day or time is missing or unreadable.
 */
export function broadcastInZone(
  broadcast: BroadcastSlot,
  timeZone: string,
  referenceDate: Date,
): WeekTime | null {
  const instant = broadcastInstant(broadcast, referenceDate);
  return instant && weekTimeInZone(instant, timeZone);
}

/**
 * Spec §4: 'unknown' without a day or time; otherwise the slot, converted into the person's zone, is
 * compared with `now` there within a Monday–Sunday week: an earlier weekday, or today at or after the
 * slot's time, is 'aired'; anything later is 'upcoming'. A Sunday slot is therefore upcoming all week
 * until Sunday comes.
 */
export function broadcastStatus(broadcast: BroadcastSlot, now: Date, timeZone: string): BroadcastStatus {
  const slot = broadcastInZone(broadcast, timeZone, now);
  if (!slot) return 'unknown';
  const today = weekTimeInZone(now, timeZone);
  if (slot.weekday !== today.weekday) return slot.weekday < today.weekday ? 'aired' : 'upcoming';
  return slot.time <= today.time ? 'aired' : 'upcoming';
}
