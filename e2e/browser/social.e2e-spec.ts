import type { Locator, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpInBrowser } from '../support/sign-up';

/**
 * The friends sidebar on two browsers (two contexts), through nginx, the gateway's routes and socket.io,
 * and the social service: a request, its acceptance and messages arrive without a reload; unread badges
 * count and clear; with the socket blocked, polling still delivers; a message's markup stays text; and
 * Eliminar and Bloquear end the friendship on both sides.
 */
describe('friends and messages in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let faye: Page;
  let spike: Page;

  const FAYE = {
    username: 'faye',
    email: 'faye@bebop.test',
    displayName: 'Faye Valentine',
    password: 'Bebop123',
  };
  const SPIKE = {
    username: 'spike',
    email: 'spike@bebop.test',
    displayName: 'Spike Spiegel',
    password: 'Bebop123',
  };

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-social', { services: ['auth-user', 'social'] });
    nginx = suite.nginx;
    faye = await (await suite.browser.newContext()).newPage();
    spike = await (await suite.browser.newContext()).newPage();
    for (const [page, account] of [
      [faye, FAYE],
      [spike, SPIKE],
    ] as const) {
      await page.goto(`${nginx.url}/profile`);
      await signUpInBrowser(page, account);
    }
  });

  afterAll(async () => {
    await suite?.stop();
  });

  const fab = (page: Page) => page.getByRole('button', { name: /^Friends and messages/ });
  const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Friends' });
  const friendList = (page: Page) => sidebar(page).getByRole('list', { name: 'Friends' });
  const chat = (page: Page, name: string) =>
    sidebar(page).getByRole('region', { name: `Conversation with ${name}` });
  const log = (page: Page, name: string) => chat(page, name).getByRole('log', { name: 'Messages' });

  async function openSidebar(page: Page): Promise<void> {
    if ((await fab(page).getAttribute('aria-expanded')) !== 'true') await fab(page).click();
    await sidebar(page).waitFor();
  }

  async function openChat(page: Page, name: string): Promise<Locator> {
    await openSidebar(page);
    await friendList(page)
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();
    await log(page, name).waitFor();
    return log(page, name);
  }

  async function send(page: Page, name: string, text: string): Promise<void> {
    const conversation = chat(page, name);
    await conversation.getByLabel(`Message ${name}`).fill(text);
    await conversation.getByRole('button', { name: 'Send' }).click();
    await conversation.getByRole('log').getByText(text, { exact: true }).waitFor();
  }

  async function backToFriends(page: Page): Promise<void> {
    await sidebar(page).getByRole('button', { name: 'Back to friends' }).click();
  }

  async function confirmMenuItem(page: Page, friend: string, item: 'Bloquear' | 'Eliminar') {
    await openSidebar(page);
    await sidebar(page)
      .getByRole('button', { name: `Options for ${friend}` })
      .click();
    await page.getByRole('menuitem', { name: item }).click();
    await page.getByRole('dialog').getByRole('button', { name: item }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  async function requestFriendship(from: Page, to: typeof SPIKE | typeof FAYE): Promise<void> {
    await openSidebar(from);
    const search = sidebar(from).getByRole('searchbox', { name: 'Search users' });
    await search.fill(to.username);
    await search.press('Enter');
    await sidebar(from)
      .getByRole('button', { name: `Send friend request to ${to.displayName}` })
      .click();
    await sidebar(from).getByText('Request sent').waitFor();
  }

  it('sends a request that the other sees arrive and accepts, without a reload', async () => {
    await openSidebar(spike);
    await sidebar(spike)
      .getByRole('tab', { name: /Requests/ })
      .click();
    await sidebar(spike).getByText('No pending requests.').waitFor();

    await requestFriendship(faye, SPIKE);

    await sidebar(spike)
      .getByRole('button', { name: `Accept ${FAYE.displayName}` })
      .click();
    await sidebar(spike).getByRole('tab', { name: 'Friends' }).click();
    await friendList(spike)
      .getByRole('button', { name: `${FAYE.displayName}, online`, exact: true })
      .waitFor();
    // Faye's list follows the acceptance pushed to her; each sees the other online (a page open).
    await friendList(faye)
      .getByRole('button', { name: `${SPIKE.displayName}, online`, exact: true })
      .waitFor();
  });

  it("shows a message in the other's open chat in under a second", async () => {
    const spikeLog = await openChat(spike, FAYE.displayName);
    await openChat(faye, SPIKE.displayName);

    const text = 'See you, space cowboy';
    const arrived = spikeLog
      .getByText(text)
      .waitFor()
      .then(() => Date.now());
    const conversation = chat(faye, SPIKE.displayName);
    await conversation.getByLabel(`Message ${SPIKE.displayName}`).fill(text);
    const sentAt = Date.now();
    await conversation.getByRole('button', { name: 'Send' }).click();
    // From the click to the other page's render: the HTTP send, the push, and React.
    expect((await arrived) - sentAt).toBeLessThan(1_000);
  });

  it('counts unread messages on the badges, clears them on reading, and marks them seen', async () => {
    await backToFriends(spike);
    await send(faye, SPIKE.displayName, 'Are you there?');
    await send(faye, SPIKE.displayName, 'Spike?');

    await spike.getByRole('button', { name: 'Friends and messages, 2 new' }).waitFor();
    await friendList(spike)
      .getByRole('button', { name: `${FAYE.displayName}, online, 2 unread` })
      .waitFor();

    const spikeLog = await openChat(spike, FAYE.displayName);
    await spikeLog.getByText('Spike?').waitFor();
    await spike.getByRole('button', { name: 'Friends and messages', exact: true }).waitFor();
    // Faye's last message shows it was seen.
    await log(faye, SPIKE.displayName)
      .getByRole('listitem')
      .filter({ hasText: 'Spike?' })
      .getByText('Seen')
      .waitFor();
  });

  it('keeps message markup as text', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    const link = '<a href="javascript:window.__pwned=3">click</a> javascript:window.__pwned=4';
    await send(faye, SPIKE.displayName, payload);
    await send(faye, SPIKE.displayName, link);

    const spikeLog = log(spike, FAYE.displayName);
    await spikeLog.getByText(payload, { exact: true }).waitFor();
    await spikeLog.getByText(link, { exact: true }).click();
    expect(await spikeLog.locator('img, script, a').count()).toBe(0);
    expect(await spike.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('badges a reloaded page from the session, live by pushes before its lists load', async () => {
    const listReads: string[] = [];
    spike.on('request', (request) => {
      if (/\/api\/(friends|messages)\b/.test(request.url())) listReads.push(request.url());
    });
    const socketUp = spike.waitForResponse(
      async (response) =>
        response.url().includes('/socket.io/') && (await response.text()).includes('40{"sid"'),
    );
    await spike.reload();
    await socketUp;
    await spike.getByRole('button', { name: 'Friends and messages', exact: true }).waitFor();

    await send(faye, SPIKE.displayName, 'Still up?');
    await spike.getByRole('button', { name: 'Friends and messages, 1 new' }).waitFor();
    expect(listReads).toEqual([]);

    const spikeLog = await openChat(spike, FAYE.displayName);
    await spikeLog.getByText('Still up?').waitFor();
    await spike.getByRole('button', { name: 'Friends and messages', exact: true }).waitFor();
  });

  it('delivers by polling while the socket is blocked', async () => {
    const blocked: string[] = [];
    await spike.route('**/socket.io/**', async (route) => {
      blocked.push(route.request().url());
      await route.abort();
    });
    await spike.reload();
    const spikeLog = await openChat(spike, FAYE.displayName);

    await send(faye, SPIKE.displayName, 'Polling still works');
    await spikeLog.getByText('Polling still works').waitFor({ timeout: 10_000 });
    expect(blocked.length).toBeGreaterThan(0);

    await spike.unroute('**/socket.io/**');
    await spike.reload();
  });

  it('removes a friend on both sides, and a block ends a new friendship and hides each from search', async () => {
    await openSidebar(spike);
    await friendList(spike)
      .getByRole('button', { name: new RegExp(`^${FAYE.displayName}`) })
      .waitFor();
    await backToFriends(faye);

    await confirmMenuItem(faye, SPIKE.displayName, 'Eliminar');
    await sidebar(faye).getByText('No friends yet. Search for someone to add.').waitFor();
    await sidebar(spike).getByText('No friends yet. Search for someone to add.').waitFor();

    await requestFriendship(faye, SPIKE);
    await sidebar(spike)
      .getByRole('tab', { name: /Requests/ })
      .click();
    await sidebar(spike)
      .getByRole('button', { name: `Accept ${FAYE.displayName}` })
      .click();
    await sidebar(spike).getByRole('tab', { name: 'Friends' }).click();
    await friendList(faye)
      .getByRole('button', { name: `${SPIKE.displayName}, online`, exact: true })
      .waitFor();

    await confirmMenuItem(spike, FAYE.displayName, 'Bloquear');
    await sidebar(spike).getByText('No friends yet. Search for someone to add.').waitFor();
    await sidebar(faye).getByText('No friends yet. Search for someone to add.').waitFor();
    const search = sidebar(faye).getByRole('searchbox', { name: 'Search users' });
    await search.fill(SPIKE.username);
    await search.press('Enter');
    await sidebar(faye).getByText('No users found.').waitFor();
  });
});
