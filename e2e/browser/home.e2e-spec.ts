import type { Browser, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';

/** A visitor's first journey: the home page through nginx shows seeded titles; a bogus path shows not-found. */
describe('a visitor in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-home');
    ({ nginx, browser } = suite);
  });

  beforeEach(async () => {
    page = await browser.newPage();
  });

  afterEach(async () => {
    await page?.close();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  it('sees the seeded current season on the home page', async () => {
    // 'more' shows the whole season (issue 16), every page of it.
    const expected: string[] = [];
    for (let page = 1, hasNext = true; hasNext; page += 1) {
      const season = await (await fetch(`${nginx.url}/api/database/current-season?page=${page}`)).json();
      expected.push(...season.data.items.map((anime: { title: string }) => anime.title));
      hasNext = season.data.hasNext;
    }

    await page.goto(nginx.url);
    const section = page.getByRole('region', { name: 'Current Season' });
    const titles = section.locator('[data-testid="anime-card"] h3');
    await titles.first().waitFor();
    // The preview holds two and a half rows of the six columns at 1280 px; 'more' shows the rest.
    const preview = 15;
    expect(await titles.allTextContents()).toEqual(expected.slice(0, preview));
    if (expected.length > preview) {
      await section.getByRole('button', { name: 'more', exact: true }).click();
      // The rest arrives page by page: wait for the last card before reading them all.
      await titles.nth(expected.length - 1).waitFor();
    }
    expect(await titles.allTextContents()).toEqual(expected);
    await expect(page.title()).resolves.toContain('AniTrack');
    await page.getByText('bangumi-data').first().waitFor();
  });

  it('opens an anime from its card', async () => {
    await page.goto(nginx.url);
    const season = page.getByRole('region', { name: 'Current Season' });
    const firstTitle = season.locator('[data-testid="anime-card"] h3 a').first();
    const title = (await firstTitle.textContent())?.trim();
    const href = await firstTitle.getAttribute('href');
    expect(href).toMatch(/^\/anime\/[^/]+$/);
    await firstTitle.click();
    await page.waitForURL((url) => url.pathname === new URL(href!, nginx.url).pathname);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('answers 404 for a bogus path and shows the not-found page, with a way home', async () => {
    const response = await page.goto(`${nginx.url}/this/path/does-not-exist`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('region', { name: 'Current Season' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
