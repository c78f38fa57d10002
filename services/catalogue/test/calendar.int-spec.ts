import { catalogueEnvSchema, loadEnv } from '@tracker/config';
import { CALENDAR_FEEDS, type CalendarIcalRequest, CATALOGUE_SEARCH } from '@tracker/contracts';
import { type FakeJikan, startFakeJikan } from '@tracker/fake-jikan';
import { createTestInfra, type ServiceHarness, startServiceHarness, type TestInfra } from '@tracker/testing';
import ICAL from 'ical.js';
import { DataSource } from 'typeorm';

import { AppModule } from '../src/app.module.js';

const SITE = 'https://anitrack.example';

/** The feed parsed back as a calendar app would: its zones and its events by UID. */
function parseFeed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return {
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    events,
    ids: events.map((event) => Number(/^anime-(\d+)@anitrack$/.exec(event.uid)?.[1])).sort((a, b) => a - b),
  };
}

describe('catalogue.schedule.ical over the real seed', () => {
  let jikan: FakeJikan;
  let infra: TestInfra;
  let harness: ServiceHarness;
  let db: DataSource;

  const feed = async (request: Partial<CalendarIcalRequest> = {}) =>
    parseFeed(
      (
        await harness.send(CALENDAR_FEEDS.ical, {
          siteUrl: SITE,
          name: 'AniTrack broadcasts',
          ...request,
        })
      ).content,
    );
  const scheduledIds = async () =>
    (await harness.send(CATALOGUE_SEARCH.schedule, {})).days
      .flatMap((day) => day.entries.map((entry) => entry.anime.mal_id))
      .sort((a, b) => a - b);

  beforeAll(async () => {
    jikan = await startFakeJikan();
    jikan.faults.always('/v4/anime/', { status: 404 });
    infra = await createTestInfra('catalogue-calendar');
    const env = loadEnv(catalogueEnvSchema, {
      ...infra.env,
      SEED_ON_START: 'true',
      JIKAN_BASE_URL: jikan.url,
      JIKAN_MIN_GAP_MS: '0',
      CATALOGUE_JOBS: 'false',
    });
    harness = await startServiceHarness('catalogue', AppModule.register(env), env);
    db = harness.app.get(DataSource);
    // Three airing titles of the seed, told apart by type, genres and score.
    await db.query(
      `UPDATE anime SET airing = true, status = 'Currently Airing', broadcast_day = 'Fridays',
         broadcast_time = '23:00', type = 'TV', score = 9.3, genres = '[{"mal_id":2,"type":"anime","name":"Adventure","url":""}]'
       WHERE mal_id = 52991`,
    );
    await db.query(
      `UPDATE anime SET airing = true, status = 'Currently Airing', broadcast_day = 'Thursdays',
         broadcast_time = '00:30', type = 'TV', score = 7.1, genres = '[{"mal_id":4,"type":"anime","name":"Comedy","url":""}]'
       WHERE mal_id = 52701`,
    );
    await db.query(
      `UPDATE anime SET airing = true, status = 'Currently Airing', broadcast_day = 'Sundays',
         broadcast_time = '01:00', type = 'ONA', score = NULL WHERE mal_id = 5680`,
    );
  });

  afterAll(async () => {
    await harness?.close();
    await infra?.cleanup();
    await jikan?.close();
  });

  it('has one weekly event in Asia/Tokyo per airing title with a slot, as the calendar view lists them', async () => {
    const { zones, events, ids } = await feed();
    expect(zones).toEqual(['Asia/Tokyo']);
    expect(ids).toEqual(await scheduledIds());
    expect(ids).toEqual(expect.arrayContaining([5680, 52701, 52991]));
    for (const event of events) {
      expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Tokyo');
      expect(event.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY');
    }
    const frieren = events.find((event) => event.uid === 'anime-52991@anitrack')!;
    expect(frieren.startDate.toString()).toMatch(/T23:00:00$/);
    expect(frieren.startDate.dayOfWeek()).toBe(ICAL.Time.FRIDAY);
    expect(frieren.component.getFirstPropertyValue('url')).toMatch(/^https:\/\/anitrack\.example\/anime\//);
  });

  it("applies the search's type, genres and minimum score", async () => {
    const tv = (await feed({ type: 'tv' })).ids;
    expect(tv).toEqual(expect.arrayContaining([52701, 52991]));
    expect(tv).not.toContain(5680);
    expect((await feed({ genres: [2] })).ids).toEqual([52991]);
    expect((await feed({ min_score: 8 })).ids).toEqual([52991]);
  });

  it('keeps to the given titles, leaving out those without a weekly slot', async () => {
    expect((await feed({ malIds: [52991, 5680, 1] })).ids).toEqual([5680, 52991]);
    expect((await feed({ malIds: [] })).events).toEqual([]);
  });

  it('refuses a filter the search would refuse, naming it', async () => {
    await expect(
      harness.send(CALENDAR_FEEDS.ical, {
        siteUrl: SITE,
        name: 'AniTrack broadcasts',
        type: 'cartoon',
      } as unknown as CalendarIcalRequest),
    ).rejects.toMatchObject({
      payload: { code: 'BAD_REQUEST', message: expect.stringContaining('type must be') },
    });
  });
});
