/// <reference lib="dom" />
// The DOM library types the functions that run in the page.
import { animeSlug } from '@tracker/domain';
import { FIXTURE_IDS } from '@tracker/fake-jikan';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import type { Stack } from '../support/stack';

interface JikanList {
  data: Array<{ mal_id: number; title: string }>;
}

/**
 * Spec §4/§8: when our backend goes away, the browser keeps browsing from the public Jikan API (here
 * the repo's fake Jikan, which the stack's catalogue also uses) within the spec's client limits.
 */
describe('a visitor whose backend goes down', () => {
  let suite: BrowserStack;
  let stack: Stack;
  let nginx: LocalNginx;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const jikan = async <T>(path: string) => (await (await fetch(`${stack.jikan.url}${path}`)).json()) as T;
  const cardTitles = (region: string) =>
    page.getByRole('region', { name: region }).locator('[data-testid="anime-card"] h3');
  /** The cards shown, which lead the expected list (the season previews 2.5 rows). */
  const expectCardsToLead = async (region: string, expected: string[]) => {
    const shown = await cardTitles(region).allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(expected.slice(0, shown.length));
  };
  const browserAskedJikan = (path: string) =>
    stack.jikan.requests.some((request) => request.path === `/v4${path}`);

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-fallback');
    ({ stack, nginx, browser } = suite);
    // The catalogue's top list ranks scored titles only: score some seeded ones, as enrichment would.
    const db = new pg.Client({ connectionString: stack.infra.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `UPDATE catalogue.anime SET score = 8 WHERE mal_id IN (SELECT mal_id FROM catalogue.anime ORDER BY mal_id LIMIT 30)`,
      );
    } finally {
      await db.end();
    }
    context = await browser.newContext({
      // The page's CSP allows the public Jikan host; the fake listens on another origin of this machine.
      bypassCSP: true,
    });
    // The web reads its Jikan base URL at run time (runtime-config.ts): point it at the fake.
    await context.addInitScript((jikanBaseUrl) => {
      Object.assign(window, { __TRACKER_CONFIG__: { jikanBaseUrl } });
    }, stack.jikan.url);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await suite?.stop();
  });

  it('lets the browser reach the public Jikan API under the served CSP', async () => {
    const response = await fetch(nginx.url);
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' ws: wss: https://api.jikan.moe",
    );
  });

  it('browses the season, the top list and a detail page from Jikan once the gateway stops', async () => {
    const backendSeason = await (await fetch(`${nginx.url}/api/database/current-season?page=1`)).json();
    const jikanSeason = await jikan<JikanList>('/seasons/now?page=1');
    const jikanTop = await jikan<JikanList>('/top/anime?page=1');
    const starlit = (
      await jikan<{ data: { title: string; title_english: string } }>(
        `/anime/${FIXTURE_IDS.starlitCartographers}`,
      )
    ).data;

    // While the backend answers, the season is the catalogue's.
    await page.goto(nginx.url);
    await cardTitles('Current Season').first().waitFor();
    await expectCardsToLead(
      'Current Season',
      backendSeason.data.items.map((anime: { title: string }) => anime.title),
    );

    expect((await fetch(`${nginx.url}/api/database/health`)).status).toBe(200);
    await stack.gateway.stop();
    stack.jikan.clearLog();
    // The edge cache may keep serving catalogue pages, but never a stale 'healthy'.
    expect((await fetch(`${nginx.url}/api/database/health`)).status).toBe(502);

    // A cold link to a title only the public API knows: the browser resolves the slug itself.
    await page.goto(`${nginx.url}/anime/${animeSlug(starlit)}`);
    await page.getByRole('heading', { level: 1, name: starlit.title }).waitFor({ timeout: 30_000 });
    expect(browserAskedJikan('/anime')).toBe(true);

    // Home again, inside the app: the season and the top list now come from Jikan.
    await page.getByRole('link', { name: 'AniTrack' }).click();
    await cardTitles('Current Season').first().waitFor({ timeout: 30_000 });
    await expectCardsToLead(
      'Current Season',
      jikanSeason.data.map((anime) => anime.title),
    );
    await cardTitles('TOP Anime').first().waitFor({ timeout: 30_000 });
    await expectCardsToLead(
      'TOP Anime',
      jikanTop.data.map((anime) => anime.title),
    );
    expect(browserAskedJikan('/seasons/now')).toBe(true);
    expect(browserAskedJikan('/top/anime')).toBe(true);

    // And a card of Jikan's season opens its detail page.
    const first = jikanSeason.data[0];
    await page
      .getByRole('region', { name: 'Current Season' })
      .getByRole('link', { name: first.title })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor({ timeout: 30_000 });

    // Never more than Jikan's pace from this one browser: starts at least 1.5 s apart.
    const starts = stack.jikan.requests.map((request) => request.at);
    const gaps = starts.slice(1).map((at, index) => at - starts[index]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1_400);
  });

  it('keeps the detail page and the home page across reloads with the gateway down', async () => {
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: heading ?? '' }).waitFor({ timeout: 30_000 });

    // A fresh page asks the backend once more; whatever answers, the visitor sees titles, not errors.
    await page.goto(nginx.url);
    await cardTitles('Current Season').first().waitFor({ timeout: 30_000 });
    await cardTitles('TOP Anime').first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
