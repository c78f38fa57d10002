import type { Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser, signUpThroughApi } from '../support/sign-up';

/** An anime of the seed and the fake public API, enriched on request from the Catalogue tab. */
const ENRICHED = 52701;

/**
 * The admin panel through nginx and every service (issue 20): an admin finds a user and disables them
 * while that user's page is open (it is signed out), resolves a report against them, and retries a
 * catalogue job that failed on the public API. A member opening /admin is told it is not for them.
 */
describe('the admin panel in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let admin: Page;
  let spike: Page;

  const ADMIN = {
    username: 'vicious',
    email: 'vicious@red-dragon.test',
    displayName: 'Vicious',
    password: 'Bebop123',
  };
  const SPIKE = {
    username: 'spike',
    email: 'spike@bebop.test',
    displayName: 'Spike Spiegel',
    password: 'Bebop123',
  };
  const JET = { username: 'jet', email: 'jet@bebop.test', displayName: 'Jet Black', password: 'Bebop123' };

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-admin', {
      env: {
        ADMIN_EMAIL: ADMIN.email,
        // The worker runs here, against the fake public API, fast and without the six-hourly warm.
        CATALOGUE_JOBS: 'true',
        JIKAN_MIN_GAP_MS: '0',
        CATALOGUE_JOB_BACKOFF_MS: '100',
        CATALOGUE_WARM_EVERY_MS: '86400000',
      },
    });
    nginx = suite.nginx;
    admin = await (await suite.browser.newContext()).newPage();
    spike = await (await suite.browser.newContext()).newPage();
    await admin.goto(`${nginx.url}/`);
    await signUpInBrowser(admin, ADMIN);
    const spikeSession = await signUpThroughApi(suite, SPIKE);
    const jet = await signUpThroughApi(suite, JET);
    await suite.api(
      'POST',
      '/api/reports',
      { userId: spikeSession.user.id, reason: 'spam', details: 'Bounty spam' },
      jet.token,
    );
    await spike.goto(`${nginx.url}/`);
    await signIn(spike, SPIKE);
    await spike.getByRole('dialog').waitFor({ state: 'detached' });
  });

  async function signIn(page: Page, account: typeof SPIKE): Promise<void> {
    const dialog = page.getByRole('dialog');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email Address').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
  }

  afterAll(async () => {
    await suite?.stop();
  });

  const panel = (page: Page) => page.getByRole('main');
  const openTab = async (name: string) => {
    await panel(admin).getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name }).click();
  };

  it('tells a member who opens /admin that it is not for them', async () => {
    await spike.goto(`${nginx.url}/admin`);
    await panel(spike).getByText('This page is for administrators. You are not allowed to see it.').waitFor();
    await spike.goto(`${nginx.url}/`);
    await spike.getByRole('banner').getByRole('button', { name: SPIKE.displayName }).waitFor();
  });

  it('resolves a report against a user from the inbox', async () => {
    await admin.goto(`${nginx.url}/admin?tab=reports`);
    const report = panel(admin).getByRole('article', { name: `${JET.username} reported ${SPIKE.username}` });
    await report.getByText('Bounty spam').waitFor();
    await report.getByLabel('Note (optional)').fill('Spam, warned');
    await report.getByRole('button', { name: 'Resolve' }).click();
    await report.waitFor({ state: 'detached' });
  });

  it('finds a user and disables them: their open page is signed out and they cannot sign in', async () => {
    await admin.goto(`${nginx.url}/admin`);
    await openTab('Users');
    await panel(admin).getByLabel('Search users').fill('spi');
    await panel(admin)
      .getByRole('button', { name: `Open ${SPIKE.username}` })
      .click();
    const detail = panel(admin).getByRole('region', { name: SPIKE.username });
    await detail.getByRole('button', { name: 'Disable' }).click();
    await detail.getByRole('button', { name: 'Enable' }).waitFor();

    // Spike's page, open all along, falls back to signed out without a reload.
    await spike.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
    const dialog = spike.getByRole('dialog');
    await signIn(spike, SPIKE);
    await dialog.getByText('This account has been disabled. Contact an administrator.').waitFor();
  });

  it('retries a catalogue job that failed on the public API', async () => {
    // A 404 gives the job up at once (a 500 or 429 only delays it: not the job's fault).
    suite.stack.jikan.faults.always(`/v4/anime/${ENRICHED}`, { status: 404 });
    await openTab('Catalogue');
    const enrich = panel(admin).getByRole('form', { name: 'Enrich one title' });
    await enrich.getByLabel('Anime id').fill(String(ENRICHED));
    await enrich.getByRole('button', { name: 'Enrich' }).click();

    const failed = panel(admin).getByRole('region', { name: 'Failed jobs' });
    const retry = failed.getByRole('button', { name: /^Retry / });
    await retry.waitFor({ timeout: 30_000 });

    suite.stack.jikan.faults.clear();
    await retry.click();
    await retry.waitFor({ state: 'detached', timeout: 30_000 });
    const anime = await suite.api('GET', `/api/database/anime/${ENRICHED}`);
    expect(anime.data.mal_id).toBe(ENRICHED);
  });

  it('keeps every action in the audit log', async () => {
    await openTab('Audit log');
    const audit = panel(admin).getByRole('table', { name: 'Audit log' });
    for (const action of ['Resolved report', 'Disabled account', 'Enriched a title', 'Retried job'])
      await audit.getByText(action).first().waitFor();
  });
});
