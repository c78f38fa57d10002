import { animeSlug } from '@tracker/domain';
import { buildAnime, buildEpisodes, buildStatistics, character, person } from '@tracker/fake-jikan';
import type { Browser, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import type { Stack } from '../support/stack';

interface SeededAnime {
  mal_id: number;
  title: string;
  title_english: string | null;
}

/**
 * A visitor opens a seeded title from home: the detail page lives at its spec §2 slug, survives a reload,
 * and its tabs show what the catalogue fetched from the (fake) public database.
 */
describe('the anime detail page in the browser', () => {
  let suite: BrowserStack;
  let stack: Stack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;
  let seeded: SeededAnime;
  let slug: string;
  let watching: string;

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-anime-detail');
    ({ stack, nginx, browser } = suite);

    // The first card on home; the fake public database learns its episodes and cast.
    const season = await (await fetch(`${nginx.url}/api/database/current-season`)).json();
    seeded = season.data.items[0];
    slug = animeSlug(seeded);
    const upstream = buildAnime({
      mal_id: seeded.mal_id,
      title: seeded.title,
      episodes: 3,
      aired: { from: '2026-04-05' },
      members: 48_210,
      score: 7.9,
      scored_by: 21_400,
    });
    stack.jikan.store.putAnime(upstream, {
      episodes: buildEpisodes(upstream, ['Arrival', 'The Long Table', 'Harvest Moon'], { filler: [2] }),
      characters: [character(990_001, 'Hoshino, Sora', 'Main', 320, person(990_101, 'Sakuragi, Mio'))],
    });
    watching = buildStatistics(upstream).watching.toLocaleString('en-US');
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

  const heading = () => page.getByRole('heading', { level: 1, name: seeded.title, exact: true });
  const panel = () => page.getByRole('tabpanel');
  const pathname = () => decodeURIComponent(new URL(page.url()).pathname);

  it('opens a seeded title from home at its slug and shows each tab from the public database', async () => {
    await page.goto(nginx.url);
    // The season's first card: the top list below may render first, so the region scopes the pick.
    const season = page.getByRole('region', { name: 'Current Season' });
    await season.locator('[data-testid="anime-card"] h3 a').first().click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/anime/${slug}`);
    await heading().waitFor();

    await panel().getByText('The Long Table').waitFor();
    await panel().getByText('Filler').waitFor();

    await page.getByRole('tab', { name: 'Characters' }).click();
    await panel().getByText('Hoshino, Sora').waitFor();
    await panel().getByText('Sakuragi, Mio').waitFor();

    await page.getByRole('tab', { name: 'Statistics' }).click();
    await panel().getByRole('table', { name: 'Score distribution' }).waitFor();
    const watchingCount = panel()
      .locator('dt', { hasText: /^Watching$/ })
      .locator('xpath=following-sibling::dd');
    expect(await watchingCount.textContent()).toBe(watching);

    const asked = stack.jikan.requests.map((request) => request.path);
    for (const resource of ['episodes', 'characters', 'statistics'])
      expect(asked).toContain(`/v4/anime/${seeded.mal_id}/${resource}`);
    expect(pathname()).toBe(`/anime/${slug}`);
  });

  it('shows the same title when the slug address is opened directly and reloaded', async () => {
    await page.goto(`${nginx.url}/anime/${encodeURIComponent(slug)}?tab=characters`);
    await heading().waitFor();
    await panel().getByText('Hoshino, Sora').waitFor();

    await page.reload();
    await heading().waitFor();
    expect(pathname()).toBe(`/anime/${slug}`);
  });

  it("shows 'Page not found' for a slug no title has", async () => {
    await page.goto(`${nginx.url}/anime/zzqx-no-such-title-vvkw`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});
