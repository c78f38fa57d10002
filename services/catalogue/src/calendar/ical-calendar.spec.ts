import type { Anime, BroadcastDay, WeekSchedule } from '@tracker/contracts';
import { BROADCAST_DAYS } from '@tracker/contracts';
import ICAL from 'ical.js';

import { eventUid, renderIcal } from './ical-calendar.js';

// Wednesday 2024-07-10, 21:00 in Tokyo: that JST week runs from Monday 2024-07-08.
const NOW = new Date('2024-07-10T12:00:00Z');
const SITE = 'https://anitrack.example';

const title = (malId: number, name: string, fields: Partial<Anime> = {}): Anime =>
  ({
    mal_id: malId,
    title: name,
    title_english: null,
    type: 'TV',
    episodes: 12,
    duration: '24 min per ep',
    ...fields,
  }) as Anime;

function weekOf(slots: Array<{ day: BroadcastDay; time: string; anime: Anime }>): WeekSchedule {
  return {
    timezone: 'Asia/Tokyo',
    days: BROADCAST_DAYS.map((day) => ({ day, entries: slots.filter((slot) => slot.day === day) })),
  };
}

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, zone, events };
}

describe(renderIcal.name, () => {
  afterEach(() => ICAL.TimezoneService.reset());

  const frieren = title(52991, 'Sousou no Frieren', { title_english: "Frieren: Beyond Journey's End" });
  const bebop = title(1, 'Cowboy Bebop', { duration: '1 hr 5 min', episodes: null });
  const unknownLength = title(5, 'Unknown Length', { duration: 'Unknown' });
  const week = weekOf([
    { day: 'Mondays', time: '23:30', anime: frieren },
    { day: 'Sundays', time: '01:00', anime: bebop },
    { day: 'Fridays', time: '12:00', anime: unknownLength },
  ]);

  it('declares Asia/Tokyo once, as a VTIMEZONE calendar apps convert from', () => {
    const { calendar, zone } = parse(renderIcal(week, { name: 'Broadcasts', siteUrl: SITE, now: NOW }));
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Tokyo');
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Broadcasts');
  });

  it("makes one weekly event per title, starting at this JST week's slot in Tokyo time", () => {
    const { events } = parse(renderIcal(week, { name: 'Broadcasts', siteUrl: SITE, now: NOW }));
    expect(events.map((event) => event.uid).sort()).toEqual(
      [eventUid(1), eventUid(5), eventUid(52991)].sort(),
    );
    const monday = events.find((event) => event.uid === eventUid(52991))!;
    expect(monday.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Tokyo');
    expect(monday.startDate.zone.tzid).toBe('Asia/Tokyo');
    expect(monday.startDate.toString()).toBe('2024-07-08T23:30:00');
    expect(monday.startDate.toJSDate()).toEqual(new Date('2024-07-08T14:30:00Z'));
    expect(monday.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY');
    expect(monday.isRecurring()).toBe(true);
    const sunday = events.find((event) => event.uid === eventUid(1))!;
    expect(sunday.startDate.toJSDate()).toEqual(new Date('2024-07-13T16:00:00Z'));
  });

  it("names each event as the calendar view does and links the title's page", () => {
    const { events } = parse(renderIcal(week, { name: 'Broadcasts', siteUrl: SITE, now: NOW }));
    const frierenEvent = events.find((event) => event.uid === eventUid(52991))!;
    expect(frierenEvent.summary).toBe('Sousou no Frieren');
    expect(frierenEvent.component.getFirstPropertyValue('url')).toBe(
      `${SITE}/anime/frieren-beyond-journeys-end`,
    );
    expect(frierenEvent.description).toBe('TV · 12 episodes, 24 min each. Airs Mondays at 23:30 JST.');
  });

  it("lasts an episode: the title's duration, else 24 minutes", () => {
    const { events } = parse(renderIcal(week, { name: 'Broadcasts', siteUrl: SITE, now: NOW }));
    const minutes = (malId: number) =>
      events.find((event) => event.uid === eventUid(malId))!.duration.toSeconds() / 60;
    expect(minutes(52991)).toBe(24);
    expect(minutes(1)).toBe(65);
    expect(minutes(5)).toBe(24);
  });

  it('leaves out a slot no clock has (25:00) and renders an empty week as a calendar without events', () => {
    const late = weekOf([{ day: 'Mondays', time: '25:00', anime: frieren }]);
    expect(parse(renderIcal(late, { name: 'Broadcasts', siteUrl: SITE, now: NOW })).events).toEqual([]);
    expect(parse(renderIcal(weekOf([]), { name: 'Mine', siteUrl: SITE, now: NOW })).events).toEqual([]);
  });
});
