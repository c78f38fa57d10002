import type { Browser, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser } from '../support/sign-up';

/**
 * Spec §2 header and auth modal, §4 session and §3 preferences in the browser, through nginx, the gateway
 * and the auth-user service: sign up, out and in again, then a theme and a timezone that survive a reload.
 */
describe('an account in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;

  const account = {
    username: 'faye',
    email: 'faye@bebop.test',
    displayName: 'Faye Valentine',
    password: 'Bebop123',
  };

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-accounts', { services: ['auth-user'] });
    ({ nginx, browser } = suite);
    page = await browser.newPage();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  const header = () => page.getByRole('banner');
  const dialog = () => page.getByRole('dialog');
  const accountButton = () => header().getByRole('button', { name: account.displayName });
  const preferences = () => page.getByRole('region', { name: 'Preferences' });
  const savedProfile = () =>
    page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/profile') && response.request().method() === 'PUT',
    );

  it('signs up, out and in again, and keeps the theme and timezone it chose across a reload', async () => {
    await page.goto(`${nginx.url}/profile`);
    await page.getByText('Sign in to see your profile and settings.').waitFor();

    // Sign up from the header.
    await signUpInBrowser(page, account);
    await accountButton().waitFor();
    await preferences().waitFor();

    // Logout from the account menu: the header offers Sign In again and the token is gone.
    await accountButton().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await header().getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // Sign in again.
    await header().getByRole('button', { name: 'Sign In' }).click();
    await dialog().getByLabel('Email Address').fill(account.email);
    await dialog().getByLabel('Password').fill(account.password);
    await dialog().getByRole('button', { name: 'Sign In' }).click();
    await accountButton().waitFor();

    // Theme and timezone on /profile, each saved as it changes.
    let saved = savedProfile();
    await preferences().getByRole('radio', { name: 'Dark' }).check();
    expect((await saved).ok()).toBe(true);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    saved = savedProfile();
    await preferences().getByLabel('Timezone').selectOption('Asia/Tokyo');
    expect((await saved).ok()).toBe(true);

    // The device's own copy goes, so what comes back after the reload is the account's.
    await page.evaluate(() => localStorage.removeItem('timezone'));
    await page.reload();
    await accountButton().waitFor();
    await preferences().waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await expect(preferences().getByRole('radio', { name: 'Dark' }).isChecked()).resolves.toBe(true);
    await expect(preferences().getByLabel('Timezone').inputValue()).resolves.toBe('Asia/Tokyo');
    await expect(page.getByRole('contentinfo').getByLabel('Timezone').inputValue()).resolves.toBe(
      'Asia/Tokyo',
    );
    // Dark tokens are really applied, not only the attribute.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 19, 26)');
  });

  it('uploads an avatar through nginx as multipart and shows the stored copy in the header', async () => {
    // A 2×2 red PNG: the service re-encodes what it receives, so it must be a real image.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.goto(`${nginx.url}/profile`);
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/auth/upload-avatar'));

    await page
      .getByRole('region', { name: 'Profile' })
      .getByLabel('Change avatar')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });

    expect((await uploaded).status()).toBe(200);
    const avatar = accountButton().locator('img');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/api\/media\/.+\.webp$/);
    await expect(
      avatar.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBeGreaterThan(0);
  });

  it("shows 'User not found' for another user's private profile, and the public one otherwise", async () => {
    const register = (username: string, makeProfilePublic: boolean) =>
      fetch(`${nginx.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          email: `${username}@bebop.test`,
          displayName: username.toUpperCase(),
          password: 'Bebop123',
          confirmPassword: 'Bebop123',
          makeProfilePublic,
        }),
      });
    expect((await register('vicious', false)).status).toBe(201);
    expect((await register('jet', true)).status).toBe(201);

    await page.goto(`${nginx.url}/user/vicious`);
    await page.getByRole('heading', { level: 1, name: 'User not found' }).waitFor();

    await page.goto(`${nginx.url}/user/jet`);
    await page.getByRole('heading', { level: 1, name: 'JET' }).waitFor();
    await page.getByText('@jet').waitFor();
  });
});
