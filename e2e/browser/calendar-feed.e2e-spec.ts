import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';

import { nextAnswer } from '../support/browser';
import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser } from '../support/sign-up';

interface ScheduleBody {
  data: { days: { entries: { anime: { mal_id: number } }[] }[] };
}

/** A feed as a calendar app reads it: the zones it declares and its titles' ids, from the event UIDs. */
async function fetchFeed(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return {
    zones: calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid')),
    ids: calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => Number(/^anime-(\d+)@anitrack$/.exec(new ICAL.Event(vevent).uid)?.[1]))
      .sort((a, b) => a - b),
  };
}

/**
 * Issue 21 in the browser, through nginx and the real services: the calendar's 'Subscribe (.ics)' link,
 * and /profile's private feed address, which follows the user's lists and dies when regenerated.
 */
describe('calendar feeds in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;
  let scheduled: number[];

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-calendar-feed', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
    });
    ({ nginx, browser } = suite);
    page = await browser.newPage();
    const schedule = (await (await fetch(`${nginx.url}/api/database/schedule`)).json()) as ScheduleBody;
    scheduled = schedule.data.days.flatMap(({ entries }) => entries.map(({ anime }) => anime.mal_id));
    if (scheduled.length < 3) throw new Error('The seed has fewer than three titles airing this week');
  });

  afterAll(async () => {
    await suite?.stop();
  });

  it("links the calendar to a feed of the week's broadcasts that parses back", async () => {
    await page.goto(nginx.url);
    await page.getByRole('button', { name: 'Calendar' }).click();
    const link = page.getByRole('region', { name: 'Calendario de emisión' }).getByRole('link', {
      name: 'Subscribe (.ics)',
    });
    const href = await link.getAttribute('href');
    const feed = await fetchFeed(new URL(href!, page.url()).href);
    expect(feed.zones).toEqual(['Asia/Tokyo']);
    expect(feed.ids).toEqual([...scheduled].sort((a, b) => a - b));
  });

  it("shows the private feed on /profile, with the user's watching titles, and kills it on Regenerate", async () => {
    await page.goto(nginx.url);
    await signUpInBrowser(page, {
      username: 'edward',
      email: 'ed@bebop.test',
      displayName: 'Edward',
      password: 'Bebop123',
    });
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const [watching, alsoWatching, completed] = scheduled;
    for (const [animeId, status] of [
      [watching, 'watching'],
      [alsoWatching, 'watching'],
      [completed, 'completed'],
    ] as const) {
      const added = await fetch(`${nginx.url}/api/auth/anime-lists`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ animeId, status }),
      });
      expect(added.ok).toBe(true);
    }

    await page.goto(`${nginx.url}/profile`);
    const section = page.getByRole('region', { name: 'Calendar feed' });
    const address = section.getByLabel('Feed address');
    await address.waitFor();
    const oldUrl = await address.inputValue();
    expect(oldUrl).toMatch(new RegExp(`^${nginx.url}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await fetchFeed(oldUrl)).ids).toEqual([watching, alsoWatching].sort((a, b) => a - b));

    await section.getByRole('button', { name: 'Regenerate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regenerate the feed address?' });
    const regenerated = nextAnswer(page, 'POST', '/api/auth/calendar-feed/regenerate');
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    expect((await regenerated).ok()).toBe(true);
    await dialog.waitFor({ state: 'detached' });
    // The field shows the new address once the query cache hands it over.
    const field = await address.elementHandle();
    await page.waitForFunction(([input, old]) => (input as HTMLInputElement).value !== old, [
      field,
      oldUrl,
    ] as const);
    const newUrl = await address.inputValue();
    expect(newUrl).not.toBe(oldUrl);

    const gone = await fetch(oldUrl);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      success: false,
      data: null,
      error: 'This calendar feed does not exist. Copy the current address from your profile.',
    });
    expect((await fetchFeed(newUrl)).ids).toEqual([watching, alsoWatching].sort((a, b) => a - b));
  });
});
