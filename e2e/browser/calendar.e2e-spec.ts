import type { Browser, BrowserContext, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';

const JST_DAYS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];
const SPANISH_DAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const ENGLISH_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// The browser's clock: Monday 10:00 in New York, already Tuesday 00:00 in Tokyo. Every slot from
// Wednesday on is still to come in both zones, so its time is shown rather than 'Emitido'.
const NOW = new Date('2026-11-23T15:00:00Z');
const JST_MONDAY = Date.UTC(2026, 10, 23);
const HOUR_MS = 3_600_000;

interface Slot {
  title: string;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
  time: string;
}

interface ScheduleBody {
  data: { days: { day: string; entries: { time: string; anime: { title: string } }[] }[] };
}

/** Where and when a JST slot of this week falls in `timeZone`, by the platform's zone database. */
function localSlot({ weekday, time }: Slot, timeZone: string): { day: string; time: string } {
  const [hour, minute] = time.split(':').map(Number);
  // Japan keeps UTC+9 all year.
  const instant = JST_MONDAY + weekday * 24 * HOUR_MS + (hour - 9) * HOUR_MS + minute * 60_000;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return {
    day: SPANISH_DAYS[ENGLISH_DAYS.indexOf(part('weekday') ?? '')],
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * A title aired once a week between Wednesday and Saturday before 14:00 JST: in New York it falls on
 * the day before, so the calendar must move it.
 */
function pickDayCrossingSlot(schedule: ScheduleBody): Slot {
  const slots: Slot[] = schedule.data.days.flatMap(({ day, entries }) =>
    entries.map(({ time, anime }) => ({ title: anime.title, weekday: JST_DAYS.indexOf(day), time })),
  );
  const once = (slot: Slot) => slots.filter(({ title }) => title === slot.title).length === 1;
  const found = slots.find(
    (slot) => slot.weekday >= 2 && slot.weekday <= 5 && slot.time < '14:00' && once(slot),
  );
  if (!found) throw new Error('The seeded schedule has no Wednesday–Saturday slot before 14:00 JST');
  return found;
}

describe('the broadcast calendar in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-calendar');
    ({ nginx, browser } = suite);
  });

  beforeEach(async () => {
    // A browser zone that is neither choice, so only the picker can explain what the calendar shows.
    context = await browser.newContext({ timezoneId: 'Europe/Paris' });
    page = await context.newPage();
    await page.clock.setFixedTime(NOW);
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  it('shows a title on its local day and time in New York, then on its JST day and time in Tokyo', async () => {
    const schedule = (await (await fetch(`${nginx.url}/api/database/schedule`)).json()) as ScheduleBody;
    const slot = pickDayCrossingSlot(schedule);
    const inNewYork = localSlot(slot, 'America/New_York');
    const inTokyo = localSlot(slot, 'Asia/Tokyo');
    expect(inTokyo).toEqual({ day: SPANISH_DAYS[slot.weekday], time: slot.time });
    expect(inNewYork.day).toBe(SPANISH_DAYS[slot.weekday - 1]);

    await page.goto(nginx.url);
    await page.getByLabel('Timezone').selectOption('America/New_York');
    await page.getByRole('button', { name: 'Calendar' }).click();

    const calendar = page.getByRole('region', { name: 'Calendario de emisión' });
    const day = (name: string) => calendar.getByRole('region', { name, exact: true });
    const entryOf = (name: string) =>
      day(name)
        .getByTestId('calendar-entry')
        .filter({ has: page.getByRole('link', { name: slot.title, exact: true }) });

    await entryOf(inNewYork.day).locator('time').filter({ hasText: inNewYork.time }).waitFor();
    await calendar.getByText('Horarios en New York').waitFor();
    await day('Lunes').getByText('HOY').waitFor();
    expect(await entryOf(inTokyo.day).count()).toBe(0);

    await page.getByLabel('Timezone').selectOption('Asia/Tokyo');

    await entryOf(inTokyo.day).locator('time').filter({ hasText: inTokyo.time }).waitFor();
    await calendar.getByText('Horarios en Tokyo').waitFor();
    await day('Martes').getByText('HOY').waitFor();
    expect(await entryOf(inNewYork.day).count()).toBe(0);
  });

  it('shows seven columns on a wide screen and stacks the days within a 360 px one', async () => {
    const calendar = page.getByRole('region', { name: 'Calendario de emisión' });
    const boxOf = async (name: string) =>
      (await calendar.getByRole('region', { name, exact: true }).boundingBox())!;

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(nginx.url);
    await page.getByRole('button', { name: 'Calendar' }).click();
    const [wideMonday, wideSunday] = [await boxOf('Lunes'), await boxOf('Domingo')];
    expect(wideSunday.y).toBe(wideMonday.y);
    expect(wideSunday.x).toBeGreaterThan(wideMonday.x + wideMonday.width * 5);

    await page.setViewportSize({ width: 360, height: 800 });
    const [narrowMonday, narrowTuesday] = [await boxOf('Lunes'), await boxOf('Martes')];
    const box = (await calendar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(narrowTuesday.y).toBeGreaterThanOrEqual(narrowMonday.y + narrowMonday.height);
  });
});
