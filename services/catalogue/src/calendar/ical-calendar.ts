import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { Anime, WeekSchedule } from '@tracker/contracts';
import { animeSlug, BROADCAST_TIME_ZONE, broadcastInstant, durationMinutes } from '@tracker/domain';
import { ICalCalendar, ICalEventRepeatingFreq } from 'ical-generator';

/** An episode's length when the title does not say: a TV half-hour's. */
export const DEFAULT_EPISODE_MINUTES = 24;

const MINUTE_MS = 60_000;

/** How often calendar apps are asked to fetch the feed again (a hint many follow). */
const REFRESH_SECONDS = 6 * 60 * 60;

/** `at` as a wall-clock time in Tokyo, which ical-generator writes as the local time of DTSTART;TZID. */
const inTokyo = (at: number) => new TZDate(at, BROADCAST_TIME_ZONE);

export interface IcalOptions {
  /** The calendar's name in calendar apps. */
  name: string;
  /** The site's origin, which each event links to. */
  siteUrl: string;
  /** Places each slot in this JST week: its first occurrence, repeated weekly from there. */
  now: Date;
}

/** A title's stable event id: the same in every feed and every week, so apps update rather than add. */
export const eventUid = (malId: number) => `anime-${malId}@anitrack`;

/** The detail page, as the web links it (`/anime/{slug}`, the id when the title has no slug). */
const detailPath = (anime: Anime) => `/anime/${animeSlug(anime) || anime.mal_id}`;

function description(anime: Anime, minutes: number | null, slot: string): string {
  const episodes = anime.episodes ? `${anime.episodes} episodes` : 'Episodes to be announced';
  const length = minutes ? `, ${Math.max(1, Math.round(minutes))} min each` : '';
  return `${anime.type ?? 'Anime'} · ${episodes}${length}. Airs ${slot} JST.`;
}

/**
 * The week's broadcasts as iCalendar: one weekly event per title, its start in Asia/Tokyo (with the zone's
 * VTIMEZONE, so every calendar app converts it to its own zone), lasting an episode.
 */
export function renderIcal(schedule: WeekSchedule, { name, siteUrl, now }: IcalOptions): string {
  const calendar = new ICalCalendar({
    name,
    prodId: { company: 'AniTrack', product: 'Broadcast calendar', language: 'EN' },
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP in it without the Z it needs. The
    // generator still adds each event zone's VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  for (const { entries } of schedule.days) {
    for (const { day, time, anime } of entries) {
      const start = broadcastInstant({ day, time }, now);
      if (!start) continue;
      const minutes = durationMinutes(anime.duration);
      calendar.createEvent({
        id: eventUid(anime.mal_id),
        start: inTokyo(start.getTime()),
        end: inTokyo(start.getTime() + (minutes ?? DEFAULT_EPISODE_MINUTES) * MINUTE_MS),
        timezone: BROADCAST_TIME_ZONE,
        repeating: { freq: ICalEventRepeatingFreq.WEEKLY },
        stamp: now,
        summary: anime.title,
        description: description(anime, minutes, `${day} at ${time}`),
        url: `${siteUrl}${detailPath(anime)}`,
      });
    }
  }
  return calendar.toString();
}
