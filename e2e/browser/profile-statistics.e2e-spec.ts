import type { Browser, Locator, Page } from 'playwright-core';

import { nextAnswer } from '../support/browser';
import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser } from '../support/sign-up';

/**
 * Issue 19 statistics on /profile, through nginx, the gateway, auth-user, lists-progress and the catalogue:
 * a new user lists two titles with scores and episodes on their detail pages, then sees the figures and
 * the lazily loaded charts in /profile's Statistics section.
 */
describe('statistics on /profile in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;
  /** Shiokaze Bakery Nikki (12 episodes) and Tetsu no Kajuen (24) in the fake public database's fixtures. */
  const BAKERY = 90011;
  const ORCHARD = 90012;

  const account = {
    username: 'faye',
    email: 'faye@bebop.test',
    displayName: 'Faye Valentine',
    password: 'Bebop123',
  };

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-profile-statistics', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
      env: { JIKAN_MIN_GAP_MS: '0' },
    });
    ({ nginx, browser } = suite);
    page = await browser.newPage();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  const yourList = () => page.getByRole('region', { name: 'Your list' });

  /** Opens a title's detail page and sets its status and score there, waiting for each write. */
  async function listTitle(malId: number, status: string, score: string): Promise<void> {
    // The catalogue learns the fixture title on first read.
    expect((await fetch(`${nginx.url}/api/database/anime/${malId}`)).ok).toBe(true);
    await page.goto(`${nginx.url}/anime/${malId}`);
    await yourList().waitFor();
    const added = nextAnswer(page, 'POST', '/api/auth/anime-lists');
    await yourList().getByLabel('Status').selectOption({ label: status });
    expect((await added).ok()).toBe(true);
    const scored = nextAnswer(page, 'PUT', `/api/auth/anime-lists/${malId}`);
    await yourList().getByLabel('Your score').selectOption(score);
    expect((await scored).ok()).toBe(true);
  }

  const figure = (section: Locator, label: string) =>
    section.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

  it('shows the figures and charts of the titles the user listed and scored', async () => {
    await page.goto(nginx.url);
    await signUpInBrowser(page, account);

    await listTitle(BAKERY, 'Completado', '8');
    await listTitle(ORCHARD, 'Viendo', '6');
    for (const episode of [1, 2]) {
      await yourList()
        .getByRole('checkbox', { name: `Episode ${episode}`, exact: true })
        .check();
      await yourList().getByText(`${episode}/24 watched`).waitFor();
    }

    await page.goto(`${nginx.url}/profile`);
    const statistics = page.getByRole('region', { name: 'Statistics' });
    await figure(statistics, 'Total anime').waitFor();
    expect(await figure(statistics, 'Total anime').textContent()).toBe('2');
    expect(await figure(statistics, 'Completado').textContent()).toBe('1');
    expect(await figure(statistics, 'Viendo').textContent()).toBe('1');
    expect(await figure(statistics, 'Descartado').textContent()).toBe('0');
    expect(await figure(statistics, 'Mean score').textContent()).toBe('7.0');
    expect(await figure(statistics, 'Completed this year').textContent()).toBe('1');
    expect(await figure(statistics, 'Episodes watched').textContent()).toBe('2');
    // Two 24-minute episodes.
    expect(await figure(statistics, 'Hours watched').textContent()).toBe('0.8');

    // The charts arrive as their own script and draw a bar per score and per status given (8 and 6; two statuses).
    const scores = statistics.getByRole('figure', { name: 'Score distribution' });
    await scores.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await scores.locator('.recharts-bar-rectangle').count()).toBe(2);
    const statuses = statistics.getByRole('figure', { name: 'Status breakdown' });
    expect(await statuses.locator('.recharts-bar-rectangle').count()).toBe(2);
    expect(
      await scores.getByRole('rowheader', { name: '8' }).locator('xpath=following-sibling::td').textContent(),
    ).toBe('1');
  });
});
