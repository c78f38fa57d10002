import type { Browser, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { signUpThroughApi } from '../support/sign-up';

interface SeededAnime {
  mal_id: number;
  title: string;
}

/**
 * Issue 19 in the browser: what a friend does to their lists shows in the signed-in home's friends'
 * activity, in words, once the section is scrolled to; a private entry of theirs never does.
 */
describe("friends' activity on the home page in the browser", () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;
  let season: SeededAnime[];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-activity', {
      services: ['auth-user', 'lists-progress', 'catalogue', 'social'],
    });
    ({ nginx, browser } = suite);
    season = (await (await fetch(`${nginx.url}/api/database/current-season`)).json()).data.items;
    const ids: Record<string, string> = {};
    for (const [username, displayName] of [
      ['faye', 'Faye Valentine'],
      ['edward', 'Edward Wong'],
    ]) {
      const { token, user } = await signUpThroughApi(suite, {
        username,
        email: `${username}@bebop.test`,
        displayName,
        password: 'Bebop123',
      });
      tokens[username] = token;
      ids[username] = user.id;
    }
    const asked = await suite.api('POST', '/api/friends/request', { userId: ids.faye }, tokens.edward);
    await suite.api('PUT', `/api/friends/requests/${asked.data.request.id}/accept`, undefined, tokens.faye);

    const [shown, hidden] = season;
    await suite.api(
      'POST',
      '/api/auth/anime-lists',
      { animeId: shown.mal_id, status: 'watching' },
      tokens.edward,
    );
    for (const episodeNumber of [1, 2]) {
      await suite.api(
        'POST',
        '/api/auth/episode-progress',
        { animeId: shown.mal_id, episodeNumber },
        tokens.edward,
      );
    }
    await suite.api(
      'POST',
      '/api/auth/anime-lists',
      { animeId: hidden.mal_id, status: 'dropped' },
      tokens.edward,
    );
    await suite.api('PUT', `/api/auth/anime-lists/${hidden.mal_id}`, { isPrivate: true }, tokens.edward);

    page = await browser.newPage();
    await page.addInitScript((stored) => localStorage.setItem('authToken', stored), tokens.faye);
  });

  afterAll(async () => {
    await page?.close();
    await suite?.stop();
  });

  it("shows Edward's public activity, newest first, when Faye scrolls to it", async () => {
    await page.goto(nginx.url);
    const section = page.getByRole('region', { name: "Friends' activity" });
    await section.scrollIntoViewIfNeeded();
    const feed = section.getByRole('list', { name: "Friends' activity" });
    await feed.waitFor();

    const [shown, hidden] = season;
    const texts = await feed.getByRole('listitem').locator('p').allTextContents();
    expect(texts).toEqual([
      `Edward Wong Watched episodes 1–2 of ${shown.title}`,
      `Edward Wong Added ${shown.title} to Viendo`,
    ]);
    expect(texts.join(' ')).not.toContain(hidden.title);
    await feed.getByRole('link', { name: 'Edward Wong' }).first().click();
    await page.waitForURL(`${nginx.url}/user/edward`);
  });
});
