import type { Browser, BrowserContext, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser } from '../support/sign-up';

/**
 * The login limits' device cookie in a real browser through nginx: set when the account is created or
 * signs in (HttpOnly, SameSite=Strict, scoped to the login route) and sent back by the web's logins, so
 * an attack on the account never locks this browser out.
 */
describe('the device cookie in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const account = {
    username: 'jet',
    email: 'jet@bebop.test',
    displayName: 'Jet Black',
    password: 'Bebop123',
  };

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-device-cookie', { services: ['auth-user'] });
    ({ nginx, browser } = suite);
    context = await browser.newContext();
    page = await context.newPage();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  const header = () => page.getByRole('banner');
  const accountButton = () => header().getByRole('button', { name: account.displayName });
  const signOut = async () => {
    await accountButton().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await header().getByRole('button', { name: 'Sign In' }).waitFor();
  };
  /** Signs in from the header and answers the login request the web sent. */
  const signIn = async () => {
    const dialog = page.getByRole('dialog');
    await header().getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email Address').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    const login = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await accountButton().waitFor();
    return login;
  };

  it('is set by signing up and sent back by every sign-in', async () => {
    await page.goto(nginx.url);
    await signUpInBrowser(page, account);
    // The web's own `lang` cookie (path /, for nginx's shell in the visitor's language) is left out.
    const deviceCookies = async (path: string) =>
      (await context.cookies(`${nginx.url}${path}`)).filter(({ name }) => name === 'tracker_device');
    const cookies = await deviceCookies('/api/auth/login');
    expect(cookies).toEqual([
      expect.objectContaining({
        name: 'tracker_device',
        path: '/api/auth/login',
        httpOnly: true,
        sameSite: 'Strict',
        secure: false,
      }),
    ]);
    // Scoped to the login route: no other call carries it.
    expect(await deviceCookies('/api/auth/me')).toEqual([]);

    for (let n = 0; n < 2; n += 1) {
      await signOut();
      const login = await signIn();
      const sent = (await login.headerValue('cookie'))?.split('; ') ?? [];
      expect(sent.filter((cookie) => cookie.startsWith('tracker_device='))).toEqual([
        `tracker_device=${cookies[0]?.value}`,
      ]);
    }
  });
});
