import type { Browser, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser } from '../support/sign-up';

/**
 * The Security section of /profile on two devices (two browser contexts), through nginx, the gateway and
 * auth-user: a password change signs the other device out and the new password signs in; 'Log out
 * everywhere' leaves this device signed out.
 */
describe('sessions in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let laptop: Page;
  let phone: Page;

  const account = {
    username: 'spike',
    email: 'spike@bebop.test',
    displayName: 'Spike Spiegel',
    password: 'Bebop123',
  };
  const NEW_PASSWORD = 'Swordfish2';

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-sessions', { services: ['auth-user'] });
    ({ nginx, browser } = suite);
    laptop = await (await browser.newContext()).newPage();
    phone = await (await browser.newContext()).newPage();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  const header = (page: Page) => page.getByRole('banner');
  const accountButton = (page: Page) => header(page).getByRole('button', { name: account.displayName });
  const security = (page: Page) => page.getByRole('region', { name: 'Security' });

  async function signIn(page: Page, password: string): Promise<void> {
    const dialog = page.getByRole('dialog');
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email Address').fill(account.email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
  }

  it('changes the password on one device: the other is signed out, and only the new password signs in', async () => {
    await laptop.goto(`${nginx.url}/profile`);
    await signUpInBrowser(laptop, account);
    await phone.goto(`${nginx.url}/profile`);
    await signIn(phone, account.password);
    await accountButton(phone).waitFor();

    const form = security(laptop).getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Password changed. Your other devices have been signed out.').waitFor();

    // The phone's token is refused from now on: it falls back to signed out.
    await phone.reload();
    await header(phone).getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await phone.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // The laptop carries on with the fresh token.
    await laptop.reload();
    await accountButton(laptop).waitFor();

    await signIn(phone, account.password);
    await phone.getByRole('dialog').getByText('Invalid email or password. Please try again.').waitFor();
    await phone.getByRole('dialog').getByLabel('Password').fill(NEW_PASSWORD);
    await phone.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
    await accountButton(phone).waitFor();
  });

  it("signs every device out with 'Log out everywhere'", async () => {
    await laptop.goto(`${nginx.url}/profile`);
    await security(laptop).getByRole('button', { name: 'Log out everywhere' }).click();
    await laptop.getByText('Sign in to see your profile and settings.').waitFor();
    expect(await laptop.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await phone.reload();
    await header(phone).getByRole('button', { name: 'Sign In' }).waitFor();
  });
});
