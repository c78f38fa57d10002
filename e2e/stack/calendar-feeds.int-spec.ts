import { BROADCAST_TIME_ZONE, broadcastInZone, weekTimeInZone } from '@tracker/domain';
import ICAL from 'ical.js';

import { type Answer, Stack } from '../support/stack';

interface ScheduledTitle {
  malId: number;
  title: string;
  day: string;
  time: string;
}

/** A feed parsed back as a calendar app reads it, its zone registered so times convert. */
function parseFeed(answer: Answer) {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(answer.text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return {
    zones: zones.map((zone) => zone.getFirstPropertyValue('tzid')),
    events,
    ids: events.map((event) => Number(/^anime-(\d+)@anitrack$/.exec(event.uid)?.[1])).sort((a, b) => a - b),
  };
}

/** The first occurrence of a weekly event at or after `from`, as a calendar app expands it. */
function nextOccurrence(event: ICAL.Event, from: Date): Date {
  const expansion = event.iterator();
  for (let time = expansion.next(); time; time = expansion.next()) {
    const at = time.toJSDate();
    if (at >= from) return at;
  }
  throw new Error(`${event.uid} never occurs after ${from.toISOString()}`);
}

/**
 * Both calendar feeds (issue 21) through the real gateway, auth-user, lists-progress and catalogue, parsed
 * back and compared with what the web's calendar view shows for each title in New York and Tokyo.
 */
describe('calendar feeds through the stack', () => {
  let stack: Stack;
  let token: string;
  let scheduled: ScheduledTitle[];

  beforeAll(async () => {
    stack = await Stack.start('calendar-feeds', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
      env: { SERVICE_TIMEOUT_MS: '5000' },
    });
    ({ token } = await stack.register('Ein'));
    const week = (await stack.get('/api/database/schedule')).body.data as {
      days: Array<{
        entries: Array<{ day: string; time: string; anime: { mal_id: number; title: string } }>;
      }>;
    };
    scheduled = week.days.flatMap(({ entries }) =>
      entries.map(({ day, time, anime }) => ({ malId: anime.mal_id, title: anime.title, day, time })),
    );
    if (scheduled.length < 4) throw new Error('The seed has fewer than four titles airing this week');
  });

  afterAll(async () => {
    ICAL.TimezoneService.reset();
    await stack?.stop();
  });

  const as = (method: string, path: string, json?: unknown) => stack.call(method, path, { token, json });
  const failure = (error: string) => ({ success: false, data: null, error });

  /** Each event's next occurrence, in `timeZone`, is the weekday and time the web's calendar shows. */
  function expectAsTheCalendarView(events: ICAL.Event[], titles: ScheduledTitle[], now: Date) {
    for (const event of events) {
      const title = titles.find(({ malId }) => event.uid === `anime-${malId}@anitrack`);
      expect(title).toBeDefined();
      expect(event.summary).toBe(title!.title);
      expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(BROADCAST_TIME_ZONE);
      expect(event.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY');
      const next = nextOccurrence(event, now);
      for (const zone of ['America/New_York', 'Asia/Tokyo']) {
        // The view lays the week that holds `next` out in the zone: the same slot, converted.
        expect(weekTimeInZone(next, zone)).toEqual(broadcastInZone(title!, zone, next));
      }
    }
  }

  it("serves the week's broadcasts, one weekly Tokyo event per title, as the calendar view converts them", async () => {
    const answer = await stack.get('/api/calendar.ics');
    const { zones, events, ids } = parseFeed(answer);
    expect(zones).toEqual(['Asia/Tokyo']);
    expect(ids).toEqual(scheduled.map(({ malId }) => malId).sort((a, b) => a - b));
    expectAsTheCalendarView(events, scheduled, new Date());
    // Each event links its title's page on the site as it was reached.
    for (const event of events)
      expect(event.component.getFirstPropertyValue('url')).toMatch(new RegExp(`^${stack.baseUrl}/anime/.+`));
  });

  it("narrows the public feed by the search's filters and refuses a bad one in the envelope", async () => {
    const tv = parseFeed(await stack.get('/api/calendar.ics?type=tv')).ids;
    expect(tv.every((id) => scheduled.some(({ malId }) => malId === id))).toBe(true);
    expect(tv.length).toBeLessThanOrEqual(scheduled.length);
    const refused = await stack.get('/api/calendar.ics?type=cartoon');
    expect(refused).toEqual({
      status: 400,
      body: failure("type must be one of tv, movie, ova, special, ona or music, got 'cartoon'."),
    });
  });

  it("serves a private feed of the owner's watching and planned titles, made once however many ask", async () => {
    const [watching, alsoWatching, planned, completed] = scheduled;
    for (const [animeId, status] of [
      [watching.malId, 'watching'],
      [alsoWatching.malId, 'watching'],
      [planned.malId, 'plan_to_watch'],
      [completed.malId, 'completed'],
    ] as const) {
      expect((await as('POST', '/api/auth/anime-lists', { animeId, status })).status).toBeLessThan(300);
    }
    const asked = await Promise.all(Array.from({ length: 5 }, () => as('GET', '/api/auth/calendar-feed')));
    expect(new Set(asked.map((answer) => answer.body.data.path)).size).toBe(1);
    const { path, token: feedToken, createdAt } = asked[0].body.data;
    expect(path).toBe(`/api/calendar/${feedToken}.ics`);
    expect(new Date(createdAt).getTime()).not.toBeNaN();

    const feed = await stack.get(path);
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    const { zones, events, ids } = parseFeed(feed);
    expect(zones).toEqual(['Asia/Tokyo']);
    expect(ids).toEqual([watching.malId, alsoWatching.malId, planned.malId].sort((a, b) => a - b));
    expectAsTheCalendarView(events, scheduled, new Date());
  });

  it('kills the old address when regenerated, and answers 404 for a key nobody holds', async () => {
    const old = (await as('GET', '/api/auth/calendar-feed')).body.data.path as string;
    const regenerated = await as('POST', '/api/auth/calendar-feed/regenerate');
    expect(regenerated.status).toBe(200);
    const renewed = regenerated.body.data.path as string;
    expect(renewed).not.toBe(old);
    const gone = failure('This calendar feed does not exist. Copy the current address from your profile.');
    expect(await stack.get(old)).toEqual({ status: 404, body: gone });
    expect((await stack.get(renewed)).status).toBe(200);
    expect((await as('GET', '/api/auth/calendar-feed')).body.data.path).toBe(renewed);
    expect(await stack.get(`/api/calendar/${'x'.repeat(43)}.ics`)).toEqual({ status: 404, body: gone });
    expect((await stack.get('/api/calendar/not-a-key.ics')).status).toBe(400);
  });

  it('keeps the address and its regeneration to signed-in users', async () => {
    expect((await stack.get('/api/auth/calendar-feed')).status).toBe(401);
    expect((await stack.call('POST', '/api/auth/calendar-feed/regenerate')).status).toBe(401);
  });
});
