/// <reference lib="dom" />
// The DOM library types the functions that run in the page.
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';

const END_OF_TOP = "You've reached the end of our top anime list!";
const PAGE_SIZE = 25;

interface AnimePage {
  data: { items: { title: string }[]; hasNext: boolean; total: number };
}

/** Seeded titles given a score here, as enrichment would: TOP ranks scored titles only. */
const SCORED_HERE = 60;

/** A visitor browsing the home page: filters and their chips, then the whole top list of scored titles. */
describe('a visitor browsing the home page', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;

  /** How many titles have a score, so many the top list ranks. */
  let ranked: number;

  const api = async (path: string) => (await (await fetch(`${nginx.url}${path}`)).json()) as AnimePage;

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-home-browse');
    ({ nginx, browser } = suite);
    const db = new pg.Client({ connectionString: suite.stack.infra.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `UPDATE catalogue.anime SET score = 9.5 - mal_id % 50 * 0.1
         WHERE mal_id IN (SELECT mal_id FROM catalogue.anime WHERE type = 'TV' ORDER BY mal_id LIMIT $1)`,
        [SCORED_HERE],
      );
      const { rows } = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM catalogue.anime WHERE score IS NOT NULL',
      );
      ranked = rows[0].count;
    } finally {
      await db.end();
    }
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

  it('filters by type and year, removes a chip, and clears all back to the default view', async () => {
    const movies2020 = await api('/api/database/search?type=movie&start_date=2020-01-01&limit=25&page=1');
    const scored = await api(
      '/api/database/search?type=movie&start_date=2020-01-01&min_score=9&limit=25&page=1',
    );
    expect(movies2020.data.items.length).toBeGreaterThan(0);
    // The seed's movies have no score: the score filter matches none of them yet.
    expect(scored.data.total).toBe(0);

    await page.goto(nginx.url);
    await page.getByRole('region', { name: 'Current Season' }).waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('region', { name: 'Filters' });
    await panel.getByLabel('Type').selectOption({ label: 'Movie' });
    await panel.getByLabel('Year').selectOption({ label: '2020' });

    const results = page.getByRole('region', { name: 'Search results' });
    const titles = results.locator('[data-testid="anime-card"] h3');
    await results.getByText(`${movies2020.data.total} results`).waitFor();
    // The count can show a moment before the cards under it on a loaded machine: wait for the last card.
    await titles.nth(movies2020.data.items.length - 1).waitFor();
    expect(await titles.allTextContents()).toEqual(movies2020.data.items.map(({ title }) => title));
    const chips = panel.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    expect(await chips.count()).toBe(2);
    await panel.getByRole('button', { name: 'Remove filter Year 2020' }).waitFor();
    await panel.getByRole('button', { name: 'Remove filter Type Movie' }).waitFor();
    expect(await page.getByRole('button', { name: 'Filters' }).innerText()).toContain('2');
    expect(new URL(page.url()).searchParams.get('type')).toBe('movie');

    // A third filter, which needs details the seed lacks, says so; removing its chip brings the
    // two-filter results back.
    await panel.getByLabel('Score').selectOption({ label: '9+' });
    await results.getByText('No title with its details loaded matches yet').waitFor();
    await panel.getByRole('button', { name: 'Remove filter Score 9+' }).click();
    await results.getByText(`${movies2020.data.total} results`).waitFor();
    expect(await panel.getByLabel('Score').inputValue()).toBe('');

    await panel.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('region', { name: 'Current Season' }).waitFor();
    expect(await results.count()).toBe(0);
    expect(await panel.getByRole('list', { name: 'Active filters' }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');

    // Back returns to the filtered results.
    await page.goBack();
    await results.getByText(`${movies2020.data.total} results`).waitFor();
  });

  it('scrolls the top list to its end, then back to the top', async () => {
    await page.goto(nginx.url);
    const top = page.getByRole('region', { name: 'TOP Anime' });
    const cards = top.locator('[data-testid="anime-card"]');
    await cards.first().waitFor();
    expect(await top.getByText(END_OF_TOP).count()).toBe(0);

    // Only the scored titles are ranked, a few pages of them: keep jumping to the bottom until it ends.
    await page.waitForFunction(
      (endText) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.body.innerText.includes(endText);
      },
      END_OF_TOP,
      { polling: 100, timeout: 60_000 },
    );
    await top.getByText('Titles without a score are not ranked', { exact: false }).waitFor();

    // Every page was shown: the page the last card falls on is the API's last one.
    const shown = await cards.count();
    expect(shown).toBe(ranked);
    const lastPage = Math.ceil(shown / PAGE_SIZE);
    const last = await api(`/api/database/top?page=${lastPage}`);
    expect(last.data.hasNext).toBe(false);
    expect(last.data.items.length).toBe(shown - (lastPage - 1) * PAGE_SIZE);

    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Scroll to top' }).waitFor({ state: 'detached' });
  }, 120_000);
});
