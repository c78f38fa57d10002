import { readFile } from 'node:fs/promises';

import type { Browser, Page } from 'playwright-core';

import { nextAnswer } from '../support/browser';
import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser } from '../support/sign-up';

/**
 * Spec §2 card status menu and quick access, §4 episodes and §3 lists in the browser, through nginx, the
 * gateway, auth-user, lists-progress and the catalogue: a title goes from a card to watching, three
 * episodes, a score and completed; the lists' export then re-imports with nothing to change.
 */
describe('lists in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;
  /** Shiokaze Bakery Nikki in the fake public database's fixtures. */
  const BAKERY = 90011;

  const account = {
    username: 'jet',
    email: 'jet@bebop.test',
    displayName: 'Jet Black',
    password: 'Bebop123',
  };

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-lists', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
      env: { JIKAN_MIN_GAP_MS: '0' },
    });
    ({ nginx, browser } = suite);
    page = await browser.newPage();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  const quickAccess = () => page.getByRole('region', { name: `Welcome back, ${account.displayName}!` });
  const yourList = () => page.getByRole('region', { name: 'Your list' });

  it('adds a title from a card, marks episodes, scores and completes it, and round-trips the export', async () => {
    // A fixture title of the fake public database (12 episodes), which the catalogue learns on first read.
    const learned = await (await fetch(`${nginx.url}/api/database/anime/${BAKERY}`)).json();
    const title: { mal_id: number; title: string; episodes: number } = learned.data;
    const total = title.episodes;
    expect(total).toBe(12);

    // Sign up from the header.
    await page.goto(nginx.url);
    await signUpInBrowser(page, account);
    await quickAccess().getByRole('tab', { name: 'Viendo (0)' }).waitFor();

    // Watching, from its card among the search results.
    await page.goto(`${nginx.url}/?q=${encodeURIComponent('Shiokaze Bakery')}`);
    const card = page
      .getByRole('main')
      .getByTestId('anime-card')
      .filter({ has: page.getByRole('link', { name: title.title, exact: true }) });
    await card.getByRole('button', { name: `List status of ${title.title}: none` }).click();
    const added = nextAnswer(page, 'POST', '/api/auth/anime-lists');
    await card.getByRole('button', { name: 'Viendo' }).click();
    expect((await added).ok()).toBe(true);
    await card.getByRole('button', { name: `List status of ${title.title}: Viendo` }).waitFor();

    // Three episodes on its detail page.
    await card.getByRole('link', { name: title.title, exact: true }).click();
    await yourList().waitFor();
    for (const episode of [1, 2, 3]) {
      await yourList()
        .getByRole('checkbox', { name: `Episode ${episode}`, exact: true })
        .check();
      await yourList().getByText(`${episode}/${total} watched`).waitFor();
    }

    // The quick-access panel's progress bar shows them.
    await page.goto(nginx.url);
    const progress = quickAccess().getByRole('progressbar', { name: `Episodes watched of ${title.title}` });
    await progress.waitFor();
    expect(await progress.getAttribute('value')).toBe('3');
    await quickAccess().getByText(`3/${total}`).waitFor();

    // A score, then every episode, then completed when offered.
    await quickAccess().getByRole('link', { name: title.title }).click();
    await yourList().waitFor();
    const scored = nextAnswer(page, 'PUT', `/api/auth/anime-lists/${title.mal_id}`);
    await yourList().getByLabel('Your score').selectOption('8');
    expect((await scored).ok()).toBe(true);
    await yourList().getByRole('button', { name: 'Mark all watched' }).click();
    await yourList()
      .getByRole('group', { name: 'Every episode watched' })
      .getByRole('button', {
        name: 'Mark as Completado',
      })
      .click();
    await page.waitForFunction(
      () => document.querySelector<HTMLSelectElement>('select[id$="-status"]')?.value === 'completed',
    );

    await page.goto(nginx.url);
    await quickAccess().getByRole('tab', { name: 'Completado (1)' }).click();
    await quickAccess().getByRole('link', { name: title.title }).waitFor();
    await quickAccess().getByText('8.0').waitFor();
    await quickAccess().getByRole('tab', { name: 'Viendo (0)' }).waitFor();

    // The MAL export re-imports with nothing to change.
    await page.goto(`${nginx.url}/profile`);
    const transfer = page.getByRole('region', { name: 'Import and export lists' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      transfer.getByRole('button', { name: 'Export MAL XML' }).click(),
    ]);
    const xml = await readFile(await download.path(), 'utf8');
    expect(xml).toContain(`<series_animedb_id>${title.mal_id}</series_animedb_id>`);

    await transfer
      .getByLabel('MyAnimeList export (XML)')
      .setInputFiles({ name: 'animelist.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
    await transfer.getByText('Nothing to change: your lists already match this file.').waitFor();
    await transfer
      .getByText('Dry run: 1 entry in the file — 0 to add, 0 to update, 1 unchanged, 0 not matched.')
      .waitFor();
  });
});
