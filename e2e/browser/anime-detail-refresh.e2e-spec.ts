import { animeSlug } from '@tracker/domain';
import { buildAnime } from '@tracker/fake-jikan';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import type { Stack } from '../support/stack';

interface SeededAnime {
  mal_id: number;
  title: string;
  title_english: string | null;
  title_japanese: string | null;
}

/** When the public database answers the title's lookup: the enrichment lands this long after it is asked. */
const UPSTREAM_DELAY_MS = 3_000;
const SYNOPSIS = 'A cartographer maps the night sky from a lighthouse, one constellation a week.';

declare global {
  interface Window {
    /** The page's cumulative layout shift, from a PerformanceObserver installed before any script. */
    layoutShift: number;
  }
}

/**
 * Issue 16: a visitor opens a title the catalogue holds only as seeded (no cover, no synopsis). Its
 * enrichment runs in the background and lands seconds later; the open page asks again by itself and
 * swaps the complete record in, with no reload, no layout shift and the scroll position kept.
 */
describe('an incomplete title completed while its page is open', () => {
  let suite: BrowserStack;
  let stack: Stack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;
  let seeded: SeededAnime;
  /** Titles already opened by an earlier attempt: each attempt opens one nobody completed yet. */
  const opened = new Set<number>();

  // Three causes of a missed schedule are fixed (the detail read's 503 when the opened wait outlived the
  // gateway's deadline; the watchers section shifting the tabs; the opened title's job racing a listed
  // one at the rate limit), but one fresh-clone run saw a title not completed within 40 s before the
  // last fix: a retry opens another title, and a failure prints the timeline below (issue 16).
  jest.retryTimes(2, { logErrorsBeforeRetry: true });

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-detail-refresh', {
      // The enrichment worker runs; the warm schedules, due at the next whole day, stay out of the way.
      // Debug logs (jobs waiting out an outage, the public API's reachability) go into a failure's timeline.
      env: { CATALOGUE_JOBS: 'true', CATALOGUE_WARM_EVERY_MS: String(24 * 60 * 60_000), LOG_LEVEL: 'debug' },
    });
    ({ stack, nginx, browser } = suite);
  });

  beforeEach(async () => {
    // A title only the seed knows (no score, no synopsis), read from the database so that no listing
    // queues its enrichment first.
    const db = new pg.Client({ connectionString: stack.infra.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<SeededAnime>(
        `SELECT mal_id, title, title_english, title_japanese FROM catalogue.anime
         WHERE synopsis IS NULL AND score IS NULL AND title_english IS NOT NULL ORDER BY mal_id LIMIT 50`,
      );
      // Nor one the public API was asked for: an earlier attempt's page queues its similar titles, and a
      // title the fake did not know then is remembered as not found for an hour.
      const asked = (id: number) =>
        stack.jikan.requests.some(({ path }) => path.startsWith(`/v4/anime/${id}/`));
      const fresh = rows.find(
        ({ mal_id }) =>
          !opened.has(mal_id) && stack.jikan.store.getAnime(mal_id) === undefined && !asked(mal_id),
      );
      if (!fresh) throw new Error('No seeded title is left that the fake does not know.');
      seeded = fresh;
      opened.add(fresh.mal_id);
    } finally {
      await db.end();
    }
    const cover = `${nginx.url}/favicon.svg`;
    const imageSet = { image_url: cover, small_image_url: cover, large_image_url: cover };
    stack.jikan.store.putAnime(
      buildAnime({
        ...seeded,
        images: { jpg: imageSet, webp: imageSet },
        synopsis: SYNOPSIS,
        genreNames: ['Adventure', 'Drama'],
      }),
    );
    stack.jikan.faults.next(1, { delayMs: UPSTREAM_DELAY_MS }, `/v4/anime/${seeded.mal_id}/full`);

    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });

  afterEach(async () => {
    await page?.close();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  /**
   * What happened to the title, in ms since the page was opened: the page's API answers, the fake public
   * API's requests for it and what the catalogue logged meanwhile.
   */
  function timeline(openedAt: number, answers: string[], catalogueLogFrom: number): string {
    const requests = stack.jikan.requests
      .filter((request) => request.at >= openedAt)
      .map((request) => `${Math.round(request.at - openedAt)} ms: ${request.path} ${request.status}`);
    const log = stack.service('catalogue').output.slice(catalogueLogFrom);
    return [
      `Title ${seeded.mal_id}. The page's API answers:`,
      ...answers,
      'The public API asked:',
      ...requests,
      'The catalogue logged:',
      log.slice(-20_000),
    ].join('\n');
  }

  it('shows the cover and synopsis when they land, without a reload, a layout shift or a scroll jump', async () => {
    const openedAt = Date.now();
    const answers: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/'))
        answers.push(`${Date.now() - openedAt} ms: ${response.status()} ${response.url()}`);
    });
    const catalogueLogFrom = stack.service('catalogue').output.length;
    try {
      await opensAndCompletes();
    } catch (error) {
      console.log(timeline(openedAt, answers, catalogueLogFrom));
      throw error;
    }
  }, 110_000);

  async function opensAndCompletes(): Promise<void> {
    await page.goto(`${nginx.url}/anime/${encodeURIComponent(animeSlug(seeded))}`);
    const synopsis = page.getByRole('region', { name: 'Synopsis' });
    await synopsis.getByText('No synopsis yet', { exact: false }).waitFor();
    await page.getByText('Image not available').waitFor();
    const tabs = page.getByRole('tablist');
    const tabsBefore = await tabs.boundingBox();
    // A mark a reload would wipe.
    await page.evaluate(() => document.documentElement.setAttribute('data-opened-once', ''));
    await page.evaluate(() => window.scrollTo(0, 200));
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    const shiftBefore = await page.evaluate(() => window.layoutShift);

    // The page asks again after 2, 4, 8, 16 and 32 s; the record is complete a little after 3 s, or
    // later while a loaded machine keeps the catalogue's queue behind.
    await synopsis.getByText(SYNOPSIS).waitFor({ timeout: 70_000 });
    await page.locator('.anime-overview__cover img.anime-cover').waitFor();

    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    const tabsAfter = await tabs.boundingBox();
    expect(tabsAfter?.y).toBeCloseTo((tabsBefore?.y ?? 0) - 200, 0);
    expect(await page.evaluate(() => window.layoutShift)).toBe(shiftBefore);
    expect(await page.locator('html[data-opened-once]').count()).toBe(1);
  }
});
