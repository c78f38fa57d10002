import { type GatewayEnv } from '@tracker/config';

import type { BroadcastFeed } from './followed-broadcasts.js';
import { KeptPagesController } from './kept-pages.controller.js';
import { KeptPages, type PageRead } from './kept-pages.js';

const ENV = { KEPT_ANSWERS_MB: 1, KEPT_ANSWERS_TTL_MS: 60_000 } as GatewayEnv;

class FakeFeed implements BroadcastFeed {
  subscribed = true;
  subscriptionLosses = 0;
  async broadcastsCaughtUp(): Promise<boolean> {
    return this.subscribed;
  }
}

/** Faye's friends are Ed and Ein (private, so absent from her feed); her feed shows Ed's entry on title 1. */
function keptActivity(env: GatewayEnv = ENV) {
  const activity = new KeptPages(env);
  const broadcasts = new KeptPagesController(activity);
  const feed = new FakeFeed();
  activity.follow(feed);
  let served = 0;
  /** Each read answers the next version, so a kept page shows as an old one. */
  const readFeed = jest.fn(async (): Promise<PageRead> => ({
    bytes: Buffer.from(`feed ${++served}`),
    userIds: ['faye', 'ed', 'ein'],
    animeIds: [1],
  }));
  const feedOf = async (reader = 'faye', limit = 10) =>
    (await activity.serveFriends(reader, limit, readFeed)).toString();
  const readPage = jest.fn(async (): Promise<PageRead> => ({
    bytes: Buffer.from(`page ${++served}`),
    userIds: ['ed'],
    animeIds: [2],
  }));
  const pageOf = async (asOwner = false, username = 'Ed') =>
    (await activity.serveUser(username, asOwner, 20, readPage)).toString();
  return { activity, broadcasts, feed, readFeed, feedOf, readPage, pageOf };
}

describe(KeptPages.name, () => {
  it("answers a repeated first page from memory, each reader's, limit's and viewer's apart", async () => {
    const { feedOf, readFeed, pageOf, readPage } = keptActivity();
    expect(await feedOf()).toBe('feed 1');
    expect(await feedOf()).toBe('feed 1');
    expect(await feedOf('ed')).toBe('feed 2');
    expect(await feedOf('faye', 5)).toBe('feed 3');
    expect(readFeed).toHaveBeenCalledTimes(3);

    expect(await pageOf(false, 'Ed')).toBe('page 4');
    expect(await pageOf(false, 'ed')).toBe('page 4');
    expect(await pageOf(true)).toBe('page 5');
    expect(readPage).toHaveBeenCalledTimes(2);
  });

  it("keeps a user's first page of notifications until one comes or is read, or an actor or title changes", async () => {
    const { activity, broadcasts } = keptActivity();
    let served = 0;
    const read = jest.fn(async (): Promise<PageRead> => ({
      bytes: Buffer.from(`bell ${++served}`),
      userIds: ['faye', 'spike'],
      animeIds: [3],
    }));
    const bell = async () => (await activity.serveNotifications('faye', 20, read)).toString();
    expect(await bell()).toBe('bell 1');
    expect(await bell()).toBe('bell 1');
    broadcasts.notificationsChanged({ userIds: ['jet'] });
    expect(await bell()).toBe('bell 1');
    broadcasts.notificationsChanged({ userIds: ['faye'] });
    expect(await bell()).toBe('bell 2');
    broadcasts.accountChanged({ userId: 'spike' });
    expect(await bell()).toBe('bell 3');
    broadcasts.titlesChanged({ ids: [3] });
    expect(await bell()).toBe('bell 4');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("drops a feed on any friend's write, even one its page does not show, and on the reader's", async () => {
    const { broadcasts, feedOf, pageOf } = keptActivity();
    await feedOf();
    await pageOf();
    broadcasts.listsChanged({ userIds: ['a stranger'] });
    expect(await feedOf()).toBe('feed 1');

    broadcasts.listsChanged({ userIds: ['ein'] });
    expect(await feedOf()).toBe('feed 3');
    expect(await pageOf()).toBe('page 2');
    broadcasts.listsChanged({ userIds: ['ed'] });
    expect(await feedOf()).toBe('feed 4');
    expect(await pageOf()).toBe('page 5');
    broadcasts.listsChanged({ userIds: ['faye'] });
    expect(await feedOf()).toBe('feed 6');
  });

  it('drops a feed when the friend set of its reader or of a friend changes', async () => {
    const { broadcasts, feedOf } = keptActivity();
    await feedOf();
    broadcasts.friendsChanged({ userIds: ['faye', 'spike'] });
    expect(await feedOf()).toBe('feed 2');
    broadcasts.friendsChanged({ userIds: ['ein', 'jet'] });
    expect(await feedOf()).toBe('feed 3');
    broadcasts.friendsChanged({ userIds: ['spike', 'jet'] });
    expect(await feedOf()).toBe('feed 3');
  });

  it('drops the pages of a changed profile or an ended account, and those showing a changed title', async () => {
    const { broadcasts, feedOf, pageOf } = keptActivity();
    await feedOf();
    await pageOf();
    broadcasts.accountChanged({ userId: 'ein' });
    expect(await feedOf()).toBe('feed 3');
    expect(await pageOf()).toBe('page 2');

    broadcasts.accessEnded({ userId: 'ed', sessions: { validAfter: 0, revoked: [] } });
    expect(await feedOf()).toBe('feed 4');
    expect(await pageOf()).toBe('page 5');

    broadcasts.titlesChanged({ ids: [2, 3] });
    expect(await feedOf()).toBe('feed 4');
    expect(await pageOf()).toBe('page 6');
    broadcasts.titlesChanged({ ids: [1] });
    expect(await feedOf()).toBe('feed 7');
  });

  it('keeps nothing read while a friend it turns out to have changed', async () => {
    const { activity, broadcasts } = keptActivity();
    let answer: (read: PageRead) => void = () => undefined;
    const raced = activity.serveFriends('faye', 10, () => new Promise((resolve) => (answer = resolve)));
    // The read is on its way: Ein's change is heard before the answer that names Ein arrives.
    await new Promise((resolve) => setImmediate(resolve));
    broadcasts.accountChanged({ userId: 'ein' });
    answer({ bytes: Buffer.from('old'), userIds: ['faye', 'ein'], animeIds: [] });
    expect((await raced).toString()).toBe('old');

    const fresh = jest.fn(async () => ({
      bytes: Buffer.from('new'),
      userIds: ['faye', 'ein'],
      animeIds: [],
    }));
    expect((await activity.serveFriends('faye', 10, fresh)).toString()).toBe('new');
    expect((await activity.serveFriends('faye', 10, fresh)).toString()).toBe('new');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing its read says not to keep', async () => {
    const { activity } = keptActivity();
    const read = jest.fn(async () => ({
      bytes: Buffer.from('x'),
      userIds: ['ed'],
      animeIds: [],
      keep: false,
    }));
    await activity.serveUser('ed', false, 20, read);
    await activity.serveUser('ed', false, 20, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while not subscribed, and forgets everything after a lost subscription', async () => {
    const { feed, feedOf } = keptActivity();
    await feedOf();
    feed.subscribed = false;
    expect(await feedOf()).toBe('feed 2');
    expect(await feedOf()).toBe('feed 3');

    feed.subscribed = true;
    feed.subscriptionLosses += 1;
    expect(await feedOf()).toBe('feed 4');
    expect(await feedOf()).toBe('feed 4');
  });

  it('keeps nothing before it follows the broadcasts, nor when given no memory', async () => {
    const unfollowed = new KeptPages(ENV);
    const read = jest.fn(async () => ({ bytes: Buffer.from('feed'), userIds: [], animeIds: [] }));
    await unfollowed.serveFriends('faye', 10, read);
    await unfollowed.serveFriends('faye', 10, read);
    expect(read).toHaveBeenCalledTimes(2);

    const { feedOf, readFeed } = keptActivity({ ...ENV, KEPT_ANSWERS_MB: 0 });
    await feedOf();
    await feedOf();
    expect(readFeed).toHaveBeenCalledTimes(2);
  });
});
