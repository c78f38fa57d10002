import type { Browser, BrowserContext, Page } from 'playwright-core';

import { nextAnswer } from '../support/browser';
import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser } from '../support/sign-up';

/**
 * Issue 21's personal API tokens in the browser, through nginx, the gateway and auth-user: a user makes a
 * read-only token on /profile, copies it, uses it from the page to list their lists, revokes it, and the
 * same call is refused at once.
 */
describe('API tokens on /profile in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const account = {
    username: 'ein',
    email: 'ein@bebop.test',
    displayName: 'Ein',
    password: 'Bebop123',
  };

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-api-tokens', {
      services: ['auth-user', 'lists-progress', 'catalogue'],
      env: { JIKAN_MIN_GAP_MS: '0', SEED_ON_START: 'false' },
    });
    ({ nginx, browser } = suite);
    // The Copy button writes to the clipboard; the test reads it back.
    context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: nginx.url });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await suite?.stop();
  });

  /** The page's own fetch of the user's lists with the token, as a script would send it. */
  const listsWith = (token: string) =>
    page.evaluate(async (bearer) => {
      const response = await fetch('/api/auth/anime-lists', {
        headers: { Authorization: `Bearer ${bearer}` },
      });
      return { status: response.status, body: (await response.json()) as { data: unknown; error: unknown } };
    }, token);

  it('creates a token, copies it, lists the lists with it, revokes it, and the token is refused', async () => {
    await page.goto(nginx.url);
    await signUpInBrowser(page, account);
    await page.goto(`${nginx.url}/profile`);

    const section = page.getByRole('region', { name: 'API tokens' });
    await section.getByText('You have no API tokens.').waitFor();
    const form = section.getByRole('form', { name: 'Create an API token' });
    await form.getByLabel('Token name').fill('my script');
    await form.getByLabel('Access').selectOption({ label: 'Read only' });
    const creating = nextAnswer(page, 'POST', '/api/auth/api-tokens');
    await form.getByRole('button', { name: 'Create token' }).click();
    const created = await creating;
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;

    const shown = section.getByLabel('New API token');
    const token = (await shown.textContent()) ?? '';
    expect(token).toMatch(/^at_[A-Za-z0-9_-]{43}$/);
    await section.getByText(/it will not be shown again/).waitFor();
    await section.getByRole('button', { name: 'Copy' }).click();
    await section.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const row = section.getByRole('row', { name: /my script/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${token.slice(0, 10)}…`);
    expect(await row.textContent()).toContain('Read only');

    const listed = await listsWith(token);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ lists: { watching: [] } });

    await section.getByRole('button', { name: 'Done' }).click();
    expect(await section.getByLabel('New API token').count()).toBe(0);

    await row.getByRole('button', { name: 'Revoke my script' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke API token' });
    const revoked = nextAnswer(page, 'DELETE', `/api/auth/api-tokens/${id}`);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    expect((await revoked).status()).toBe(200);
    await section.getByText('You have no API tokens.').waitFor();

    expect(await listsWith(token)).toEqual({
      status: 401,
      body: { success: false, data: null, error: 'Not authenticated' },
    });
    // The page's own session is untouched.
    await page.reload();
    await page.getByRole('region', { name: 'API tokens' }).getByText('You have no API tokens.').waitFor();
  });
});
