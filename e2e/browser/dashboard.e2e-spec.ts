import type { BrowserContext, Locator, Page } from 'playwright-core';

import { nextAnswer } from '../support/browser';
import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpThroughApi } from '../support/sign-up';

interface Cell {
  id: string;
  widgetId: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Widget {
  id: string;
  type: string;
  enabled: boolean;
  data: Record<string, unknown>;
}
interface Config {
  widgets: Widget[];
  gridConfig: { rows: number; columns: number; cells: Cell[] };
  lastUpdated: string;
}

/**
 * Issue 19's profile dashboard in the browser, through nginx, the gateway, auth-user, lists-progress,
 * the catalogue and the dashboard service: the owner edits (keyboard buttons and a drag), adds and
 * configures a list widget, saves and finds it after a reload; visitors see it read-only; a private
 * profile is not found; Cancel restores; with the dashboard service stopped the page works from the
 * browser's copy and syncs when it is back; two tabs editing get a conflict, not a lost edit.
 */
describe('the profile dashboard in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let owner: BrowserContext;
  let page: Page;
  let token: string;
  /** Shiokaze Bakery Nikki in the fake public database's fixtures. */
  const BAKERY = 90011;
  let bakeryTitle: string;

  const api = (method: string, path: string, json?: unknown, token?: string) =>
    suite.stack.call(method, path, { json, token, baseUrl: nginx.url });

  const register = async (username: string, makeProfilePublic = true): Promise<string> => {
    const account = {
      username,
      email: `${username}@bebop.test`,
      displayName: username.toUpperCase(),
      password: 'Bebop123',
    };
    return (await signUpThroughApi(suite, account, { makeProfilePublic })).token;
  };

  const stored = async (): Promise<Config> =>
    (await api('GET', '/api/users/edward/dashboard-config', undefined, token)).body.data.config;
  const cellOf = (config: Config, widgetId: string) =>
    config.gridConfig.cells.find((cell) => cell.widgetId === widgetId);

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-dashboard', {
      services: ['auth-user', 'lists-progress', 'catalogue', 'dashboard'],
      env: { JIKAN_MIN_GAP_MS: '0' },
    });
    nginx = suite.nginx;
    token = await register('edward');
    // A title on Edward's watching list, for the list widget's custom picks.
    const learned = await api('GET', `/api/database/anime/${BAKERY}`);
    bakeryTitle = learned.body.data.title;
    expect(
      (await api('POST', '/api/auth/anime-lists', { animeId: BAKERY, status: 'watching' }, token)).status,
    ).toBe(201);
    owner = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await owner.addInitScript((stored) => localStorage.setItem('authToken', stored), token);
    page = await owner.newPage();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  const widget = (on: Page, title: string) => on.getByRole('article', { name: title, exact: true });
  /** The grid column and row a read-only widget occupies, as CSS grid lines. */
  const placeOf = (on: Page, title: string) =>
    widget(on, title)
      .locator('..')
      .evaluate((cell: HTMLElement) => `${cell.style.gridColumn} | ${cell.style.gridRow}`);
  const saved = (on: Page) => nextAnswer(on, 'PUT', '/api/users/edward/dashboard-config');
  async function openProfile(on: Page) {
    await on.goto(`${nginx.url}/user/edward`);
    await widget(on, 'Favorite Anime').waitFor();
  }
  async function startEditing(on: Page) {
    await on.getByRole('button', { name: 'Edit dashboard' }).click();
    await on.getByRole('button', { name: 'Move Favorite Anime up' }).waitFor();
  }
  /** Presses a control from the keyboard: Tab reaches it, Enter presses it. */
  async function press(control: Locator) {
    await control.focus();
    await control.press('Enter');
  }

  it('lets the owner move, resize and add widgets, saves them, and shows the same layout after a reload', async () => {
    await openProfile(page);
    expect(await placeOf(page, 'Stats Overview')).toBe('1 / span 2 | 4 / span 1');
    await startEditing(page);

    // The keyboard: half as wide, then one column right.
    await press(page.getByRole('button', { name: 'Narrower: Stats Overview' }));
    await press(page.getByRole('button', { name: 'Move Stats Overview right' }));
    // A drag: Recent Activity by its title, one row down.
    const title = widget(page, 'Recent Activity').getByRole('heading', { name: 'Recent Activity' });
    const box = (await title.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + box.height / 2 + 104, { steps: 8 });
    await page.mouse.move(box.x + 20, box.y + box.height / 2 + 208, { steps: 8 });
    await page.mouse.up();

    // A list widget, set to show a picked title.
    await page.getByRole('button', { name: 'Add widget' }).click();
    await page.getByRole('menuitem', { name: 'Watching' }).click();
    await page.getByRole('button', { name: 'Configure Watching' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Watching' });
    await dialog.getByLabel('Display mode').selectOption('custom');
    await dialog.getByLabel('How many').fill('1');
    await dialog.getByLabel(bakeryTitle).check();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const answer = saved(page);
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(200);
    await page.getByRole('button', { name: 'Edit dashboard' }).waitFor();

    const config = await stored();
    expect(cellOf(config, 'stats-overview')).toMatchObject({ x: 1, y: 3, width: 1, height: 1 });
    expect(cellOf(config, 'recent-activity')).toMatchObject({ x: 0, y: 5, width: 2, height: 1 });
    expect(cellOf(config, 'watching-list')).toMatchObject({ width: 2, height: 1 });
    expect(config.widgets.find((each) => each.type === 'watching_list')?.data).toMatchObject({
      displayMode: 'custom',
      customCount: 1,
      selectedAnimeIds: [BAKERY],
    });

    await page.reload();
    await widget(page, 'Watching').waitFor();
    expect(await placeOf(page, 'Stats Overview')).toBe('2 / span 1 | 4 / span 1');
    expect(await placeOf(page, 'Recent Activity')).toBe('1 / span 2 | 6 / span 1');
  });

  it('shows an anonymous visitor the same dashboard, read-only', async () => {
    const visitor = await (
      await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await openProfile(visitor);
    await widget(visitor, 'Watching').waitFor();
    expect(await placeOf(visitor, 'Stats Overview')).toBe('2 / span 1 | 4 / span 1');
    expect(await visitor.getByRole('button', { name: 'Edit dashboard' }).count()).toBe(0);
    await visitor.context().close();
  });

  it('stacks the widgets in one column on a phone', async () => {
    const phone = await (await suite.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await openProfile(phone);
    const lefts = await phone
      .locator('.dashboard-stack > article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(lefts).toHaveLength(5);
    expect(new Set(lefts).size).toBe(1);
    expect(await phone.getByRole('button', { name: 'Edit dashboard' }).count()).toBe(0);
    await phone.context().close();
  });

  it("shows 'User not found' for a private profile, dashboard and all", async () => {
    await register('vicious', false);
    const visitor = await (await suite.browser.newContext()).newPage();
    await visitor.goto(`${nginx.url}/user/vicious`);
    await visitor.getByRole('heading', { level: 1, name: 'User not found' }).waitFor();
    expect(await visitor.getByRole('article').count()).toBe(0);
    expect((await api('GET', '/api/users/vicious/dashboard-config')).status).toBe(404);
    await visitor.context().close();
  });

  it('restores the snapshot on Cancel', async () => {
    const before = await stored();
    await openProfile(page);
    await startEditing(page);
    await page.getByRole('button', { name: 'Remove Watching' }).click();
    await press(page.getByRole('button', { name: 'Move Stats Overview left' }));
    await page.getByRole('button', { name: 'Cancel' }).click();

    await widget(page, 'Watching').waitFor();
    expect(await placeOf(page, 'Stats Overview')).toBe('2 / span 1 | 4 / span 1');
    expect(await stored()).toEqual(before);
  });

  it('works from the browser’s copy while the dashboard service is stopped, and syncs when it is back', async () => {
    const dashboard = suite.stack.service('dashboard');
    await dashboard.stop();
    try {
      await openProfile(page);
      await page.getByText('this is the dashboard saved in this browser', { exact: false }).waitFor();
      expect(await placeOf(page, 'Stats Overview')).toBe('2 / span 1 | 4 / span 1');
      await startEditing(page);
      await page.getByRole('button', { name: 'Remove Recent Activity' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('button', { name: 'Edit dashboard' }).waitFor();
      expect(await widget(page, 'Recent Activity').count()).toBe(0);
    } finally {
      await dashboard.start();
    }

    // Back: the next visit finds the browser's copy newer and sends it up.
    const pushed = saved(page);
    await page.reload();
    expect((await pushed).status()).toBe(200);
    await widget(page, 'Favorite Anime').waitFor();
    expect(
      await page.getByText('this is the dashboard saved in this browser', { exact: false }).count(),
    ).toBe(0);
    expect(cellOf(await stored(), 'recent-activity')).toBeUndefined();
  });

  it('tells the second of two tabs that the dashboard changed, and loses neither edit', async () => {
    const other = await owner.newPage();
    await openProfile(page);
    await openProfile(other);
    await startEditing(page);
    await startEditing(other);

    // The first tab removes Stats Overview and saves.
    await page.getByRole('button', { name: 'Remove Stats Overview' }).click();
    const first = saved(page);
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await first).status()).toBe(200);

    // The second adds Completed; its save is refused, not applied over the first's.
    await other.getByRole('button', { name: 'Add widget' }).click();
    await other.getByRole('menuitem', { name: 'Completed' }).click();
    const refused = saved(other);
    await other.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(409);
    const alert = other
      .getByRole('alert')
      .filter({ hasText: 'This dashboard was changed in another tab or device.' });
    await alert.waitFor();
    expect(cellOf(await stored(), 'stats-overview')).toBeUndefined();

    // It loads the newer one and makes its change again.
    await alert.getByRole('button', { name: 'Load the newer version' }).click();
    await other.getByRole('button', { name: 'Edit dashboard' }).waitFor();
    expect(await widget(other, 'Stats Overview').count()).toBe(0);
    await startEditing(other);
    await other.getByRole('button', { name: 'Add widget' }).click();
    await other.getByRole('menuitem', { name: 'Completed' }).click();
    const second = saved(other);
    await other.getByRole('button', { name: 'Save' }).click();
    expect((await second).status()).toBe(200);

    const config = await stored();
    expect(cellOf(config, 'stats-overview')).toBeUndefined();
    expect(cellOf(config, 'completed-list')).toBeDefined();
    await other.close();
  });
});
