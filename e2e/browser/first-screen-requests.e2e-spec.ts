import { animeSlug } from '@tracker/domain';
import type { Browser, Page } from 'playwright-core';

import { BrowserStack } from '../support/browser-stack';
import type { LocalNginx } from '../support/nginx';
import { type RecordedRequest, recordRequests, totalBytes } from '../support/request-log';
import { signUpThroughApi } from '../support/sign-up';

interface SeededAnime {
  mal_id: number;
  title: string;
  title_english: string | null;
}

/** Issue 15: the API calls a signed-in user's first screen makes, home and a title's detail page. */
describe('the signed-in first screen in the browser', () => {
  let suite: BrowserStack;
  let nginx: LocalNginx;
  let browser: Browser;
  let page: Page;
  let token: string;
  let season: SeededAnime[];

  beforeAll(async () => {
    suite = await BrowserStack.start('browser-first-screen', {
      services: ['auth-user', 'lists-progress', 'catalogue', 'social'],
    });
    ({ nginx, browser } = suite);
    season = (await (await fetch(`${nginx.url}/api/database/current-season`)).json()).data.items;

    const faye = await signUpThroughApi(suite, {
      username: 'faye',
      email: 'faye@bebop.test',
      displayName: 'Faye Valentine',
      password: 'Bebop123',
    });
    token = faye.token;
    // Twenty titles watching (more than a quick-access tab holds), a few elsewhere, a favorite.
    for (const anime of season.slice(0, 20)) {
      await api('POST', '/api/auth/anime-lists', { animeId: anime.mal_id, status: 'watching' });
    }
    for (const anime of season.slice(20, 24)) {
      await api('POST', '/api/auth/anime-lists', { animeId: anime.mal_id, status: 'completed' });
    }
    await api('POST', '/api/auth/anime-lists', { animeId: season[0].mal_id, status: 'favorite' });
    // A friend request waiting for her: the sidebar's badge shows it from the session's counts.
    const spike = await signUpThroughApi(suite, {
      username: 'spike',
      email: 'spike@bebop.test',
      displayName: 'Spike Spiegel',
      password: 'Bebop123',
    });
    await api('POST', '/api/friends/request', { userId: faye.user.id }, spike.token);
  });

  beforeEach(async () => {
    page = await browser.newPage();
    await page.addInitScript((stored) => localStorage.setItem('authToken', stored), token);
  });

  afterEach(async () => {
    await page?.close();
  });

  afterAll(async () => {
    await suite?.stop();
  });

  /** Faye's setup call, unless `as` says whose. */
  const api = (method: string, path: string, json: object, as = token) => suite.api(method, path, json, as);

  const describeCalls = (calls: RecordedRequest[]) =>
    calls.map((call) => `${call.method} ${call.path} ${call.status} ${call.bytes} B`).join('\n');

  /**
   * Not the screen's own, so counted apart and printed: the scheduled asks again for a record still
   * incomplete (`?t=`, past the edge), whose first comes a second after the record and so within a slow
   * screen's load. The friends sidebar's lists (its requests, conversations, friends) are never part of a
   * first screen: the session read carries the badge's counts, and the lists load when the panel opens.
   */
  const isAside = (call: RecordedRequest) => /[?&]t=\d+/.test(call.path);
  const isSidebarList = (call: RecordedRequest) => /^\/api\/(friends|messages)\b/.test(call.path);
  const screenCalls = async (log: ReturnType<typeof recordRequests>, screen: string) => {
    const all = await log.api();
    const sidebarLists = all.filter(isSidebarList);
    if (sidebarLists.length)
      throw new Error(`${screen} read the sidebar's lists:\n${describeCalls(sidebarLists)}`);
    const aside = all.filter(isAside);
    if (aside.length) console.log(`${screen}, besides the screen's own:\n${describeCalls(aside)}`);
    return all.filter((call) => !isAside(call));
  };

  /** The badge shows the waiting request, counted by the session read. */
  const badgeFromSession = () => page.getByRole('button', { name: 'Friends and messages, 1 new' }).waitFor();

  const summary = (calls: RecordedRequest[], files: RecordedRequest[]) =>
    `${calls.length} API requests, ${totalBytes(calls)} B; ${files.length} static, ${totalBytes(files)} B`;

  it('makes at most three API requests for the signed-in home', async () => {
    const log = recordRequests(page);
    await page.goto(nginx.url);
    const quickAccess = page.getByRole('region', { name: 'Welcome back, Faye Valentine!' });
    await quickAccess.getByRole('tab', { name: 'Viendo (20)' }).waitFor();
    // Made a favorite last, the first title is the tab's newest change: its card comes first.
    await quickAccess.getByRole('link', { name: season[0].title }).first().waitFor();
    // TOP ranks only scored titles (issue 16): cards, or the line saying none can be ranked yet.
    const top = page.getByRole('region', { name: 'TOP Anime' });
    await top
      .getByTestId('anime-card')
      .first()
      .or(top.getByText(/can be ranked/))
      .first()
      .waitFor();
    await badgeFromSession();
    await page.waitForLoadState('networkidle');

    const calls = await screenCalls(log, 'signed-in home');
    console.log(`signed-in home:\n${describeCalls(calls)}\n${summary(calls, await log.static())}`);
    if (calls.length > 3) throw new Error(`${calls.length} API requests:\n${describeCalls(calls)}`);
  });

  it('makes at most four API requests for a detail page: session, title, its watchers, its episodes', async () => {
    const opened = season[1];
    const log = recordRequests(page);
    await page.goto(`${nginx.url}/anime/${animeSlug(opened)}`);
    await page.getByRole('heading', { level: 1, name: opened.title }).waitFor();
    await page.getByRole('region', { name: 'Your list' }).waitFor();
    await page.getByRole('heading', { name: 'Episodes', exact: true }).waitFor();
    await page.getByText('Loading episodes…').waitFor({ state: 'detached' });
    await badgeFromSession();
    await page.waitForLoadState('networkidle');

    const calls = await screenCalls(log, 'detail page');
    console.log(`detail page:\n${describeCalls(calls)}\n${summary(calls, await log.static())}`);
    if (calls.length > 4) throw new Error(`${calls.length} API requests:\n${describeCalls(calls)}`);
  });
});
