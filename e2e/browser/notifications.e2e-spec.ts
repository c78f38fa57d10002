import type { Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import {
  nextPocketGarrisonSlot,
  POCKET_GARRISON as GARRISON,
  runNewEpisodesAt,
} from '../support/new-episodes';
import { signUpThroughApi } from '../support/sign-up';

/**
 * The header's bell (issue 21), through nginx, the gateway's routes and socket.io: a friend request shows
 * up at once; a new episode of a title on the list, made by the job when its slot passes (the job driven
 * with a fake clock), arrives live too; a click marks one read, 'Mark all read' clears the count.
 */
describe('notifications in the browser', () => {
  let suite: BrowserStack;
  let page: Page;
  const tokens: Record<'faye' | 'spike', string> = { faye: '', spike: '' };
  let fayeId = '';

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-notifications', {
      services: ['auth-user', 'lists-progress', 'catalogue', 'social'],
      env: { JIKAN_MIN_GAP_MS: '0', SEED_ON_START: 'false' },
    });
    for (const [key, displayName] of [
      ['faye', 'Faye Valentine'],
      ['spike', 'Spike Spiegel'],
    ] as const) {
      const session = await signUpThroughApi(suite, {
        username: key,
        email: `${key}@bebop.test`,
        displayName,
        password: 'Bebop123',
      });
      tokens[key] = session.token;
      if (key === 'faye') fayeId = session.user.id;
    }
    // The catalogue learns the title from the fake Jikan; Faye watches it.
    await suite.api('GET', `/api/database/anime/${GARRISON.id}`);
    await suite.api(
      'POST',
      '/api/auth/anime-lists',
      { animeId: GARRISON.id, status: 'watching' },
      tokens.faye,
    );
    page = await suite.browser.newPage();
    await page.addInitScript((stored) => localStorage.setItem('authToken', stored), tokens.faye);
  });

  afterAll(async () => {
    await suite?.stop();
  });

  const bell = () => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const panel = () => page.getByRole('region', { name: 'Notifications' });
  const bellSays = (name: string) =>
    page.getByRole('banner').getByRole('button', { name, exact: true }).waitFor();

  it('shows a friend request in the bell as it is sent', async () => {
    // The sidebar's socket is up before the request is sent: the push is what the bell shows.
    const socketUp = page.waitForResponse(
      async (response) =>
        response.url().includes('/socket.io/') && (await response.text()).includes('40{"sid"'),
    );
    await page.goto(`${suite.nginx.url}/profile`);
    await socketUp;
    await bellSays('Notifications');

    await suite.api('POST', '/api/friends/request', { userId: fayeId }, tokens.spike);

    await bellSays('Notifications, 1 unread');
    await bell().click();
    await panel().getByRole('button', { name: 'Spike Spiegel sent you a friend request, unread' }).waitFor();
  });

  it('receives the episode an airing slot made, live, and marks it and then all read', async () => {
    const slot = nextPocketGarrisonSlot(Date.now());
    // Just before the slot, then just after: the second run finds it passed.
    await runNewEpisodesAt(suite.stack, new Date(slot.at - 60_000));
    await runNewEpisodesAt(suite.stack, new Date(slot.at + 60_000));

    const text = `Episode ${slot.episode} of ${GARRISON.title} aired`;
    await bellSays('Notifications, 2 unread');
    const episode = panel().getByRole('button', { name: `${text}, unread` });
    await episode.waitFor();
    const items = await panel().getByRole('listitem').allTextContents();
    expect(items[0]).toContain(text);

    await episode.click();
    await bellSays('Notifications, 1 unread');
    await panel().getByRole('button', { name: text, exact: true }).waitFor();

    await panel().getByRole('button', { name: 'Mark all read' }).click();
    await bellSays('Notifications');
    await panel()
      .getByRole('button', { name: 'Spike Spiegel sent you a friend request', exact: true })
      .waitFor();
    const { data } = await suite.api('GET', '/api/notifications', undefined, tokens.faye);
    expect(data.unread).toBe(0);
  });
});
