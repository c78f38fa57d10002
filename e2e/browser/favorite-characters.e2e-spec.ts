import { FIXTURE_IDS } from '@tracker/fake-jikan';
import type { Browser, Page } from 'playwright-core';

import { nextAnswer } from '../support/browser';
import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser } from '../support/sign-up';

/**
 * Issue 19 favorite characters in the browser, through nginx, the gateway, auth-user, lists-progress and
 * the catalogue: a signed-in user hearts a character on a title's Characters tab and finds it hearted after
 * a reload; a visitor who is not signed in sees no hearts.
 */
describe('favorite characters in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;
  /** The Starlit Cartographers' Characters tab, whose cast the fake public database lists. */
  const charactersTab = () => `${nginx.url}/anime/${FIXTURE_IDS.starlitCartographers}?tab=characters`;
  const CHARACTER = 'Hoshimura, Aoi';

  const account = {
    username: 'faye',
    email: 'faye@bebop.test',
    displayName: 'Faye Valentine',
    password: 'Bebop123',
  };

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-favorite-characters', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
      env: { JIKAN_MIN_GAP_MS: '0' },
    });
    ({ nginx, browser } = suite);
    page = await browser.newPage();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  const panel = (on: Page) => on.getByRole('tabpanel');

  it('hearts a character on the Characters tab and still shows it hearted after a reload', async () => {
    await page.goto(nginx.url);
    await signUpInBrowser(page, account);

    await page.goto(charactersTab());
    const add = panel(page).getByRole('button', { name: `Add ${CHARACTER} to favorites` });
    // Enabled once the user's favorites are known.
    await add.and(page.locator(':enabled')).waitFor();
    expect(await add.getAttribute('aria-pressed')).toBe('false');

    const saved = nextAnswer(page, 'PUT', '/api/auth/favorite-characters/300001');
    await add.click();
    expect((await saved).ok()).toBe(true);
    const remove = panel(page).getByRole('button', { name: `Remove ${CHARACTER} from favorites` });
    expect(await remove.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await remove.waitFor();
    expect(await remove.getAttribute('aria-pressed')).toBe('true');
    expect(
      await panel(page)
        .getByRole('button', { name: 'Add Kiriya, Ren to favorites' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('shows no heart to a visitor who is not signed in', async () => {
    const visitor = await browser.newContext();
    try {
      const anonymous = await visitor.newPage();
      await anonymous.goto(charactersTab());
      await panel(anonymous).getByText(CHARACTER).waitFor();
      // The session is settled as signed out: a heart would have shown by now.
      await anonymous.getByRole('banner').getByRole('button', { name: 'Sign Up' }).waitFor();
      expect(
        await panel(anonymous)
          .getByRole('button', { name: /favorites/ })
          .count(),
      ).toBe(0);
    } finally {
      await visitor.close();
    }
  });
});
