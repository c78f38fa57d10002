import { type GatewayEnv } from '@tracker/config';

import type { BroadcastFeed } from './followed-broadcasts.js';
import { type KeptAnswerKind, KeptAnswers } from './kept-answers.js';

const ENV = { KEPT_ANSWERS_MB: 1, KEPT_ANSWERS_TTL_MS: 60_000 } as GatewayEnv;

/** A feed whose catch-up the test answers, and whose subscription it can lose. */
class FakeFeed implements BroadcastFeed {
  subscribed = true;
  subscriptionLosses = 0;
  async broadcastsCaughtUp(): Promise<boolean> {
    return this.subscribed;
  }
}

function keptAnswers(env: GatewayEnv = ENV) {
  const answers = new KeptAnswers(env);
  const feed = new FakeFeed();
  answers.follow(feed);
  let served = 0;
  /** Each read answers the next version, so a kept answer shows as an old one. */
  const read = jest.fn(async () => Buffer.from(`version ${++served}`));
  const serve = async (kind: KeptAnswerKind = 'lists', userId = 'u1') =>
    (await answers.serve(kind, userId, read)).toString();
  return { answers, feed, read, serve };
}

describe(KeptAnswers.name, () => {
  it('answers a repeated read from memory until its owner changes', async () => {
    const { answers, serve, read } = keptAnswers();
    expect(await serve()).toBe('version 1');
    expect(await serve()).toBe('version 1');
    expect(read).toHaveBeenCalledTimes(1);

    answers.forgetUsers(['someone else']);
    expect(await serve()).toBe('version 1');
    answers.forgetUsers(['u1']);
    expect(await serve()).toBe('version 2');
  });

  it('keeps nothing read while its owner changed', async () => {
    const { answers } = keptAnswers();
    let answer: (bytes: Buffer) => void = () => undefined;
    const raced = answers.serve('lists', 'u1', () => new Promise((resolve) => (answer = resolve)));
    // The read is on its way: the change is announced before its (old) answer arrives.
    await new Promise((resolve) => setImmediate(resolve));
    answers.forgetUsers(['u1']);
    answer(Buffer.from('old'));
    expect((await raced).toString()).toBe('old');

    const fresh = jest.fn(async () => Buffer.from('new'));
    expect((await answers.serve('lists', 'u1', fresh)).toString()).toBe('new');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('shares one read among requests that miss together, but not with one sent after a change', async () => {
    const { answers } = keptAnswers();
    const pending: Array<(bytes: Buffer) => void> = [];
    const read = jest.fn(() => new Promise<Buffer>((resolve) => pending.push(resolve)));
    const serve = async () => (await answers.serve('session', 'u1', read)).toString();
    const settled = () => new Promise((resolve) => setImmediate(resolve));

    const together = [serve(), serve()];
    await settled();
    expect(read).toHaveBeenCalledTimes(1);

    answers.forgetUsers(['u1']);
    const afterChange = serve();
    await settled();
    expect(read).toHaveBeenCalledTimes(2);
    pending[0](Buffer.from('before the change'));
    pending[1](Buffer.from('after the change'));
    expect(await Promise.all(together)).toEqual(['before the change', 'before the change']);
    expect(await afterChange).toBe('after the change');
    expect(await serve()).toBe('after the change');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets only the kinds named', async () => {
    const { answers, serve } = keptAnswers();
    await serve('lists');
    await serve('me');
    answers.forgetUsers(['u1'], ['me']);
    expect(await serve('lists')).toBe('version 1');
    expect(await serve('me')).toBe('version 3');
  });

  it("forgets every user's lists and session reads when titles change, and not their accounts", async () => {
    const { answers, serve } = keptAnswers();
    await serve('lists', 'u1');
    await serve('me', 'u1');
    await serve('lists', 'u2');
    await serve('session', 'u2');
    answers.forgetLists();
    expect(await serve('me', 'u1')).toBe('version 2');
    expect(await serve('lists', 'u1')).toBe('version 5');
    expect(await serve('lists', 'u2')).toBe('version 6');
    expect(await serve('session', 'u2')).toBe('version 7');
  });

  it('answers a partial read without keeping it, and keeps the whole one after it', async () => {
    const { answers } = keptAnswers();
    const reads = [{ bytes: Buffer.from('without the lists'), keep: false }, { bytes: Buffer.from('whole') }];
    const read = jest.fn(async () => reads.shift() ?? { bytes: Buffer.from('asked again') });
    const serve = async () => (await answers.serveWhole('session', 'u1', read)).toString();
    expect(await serve()).toBe('without the lists');
    expect(await serve()).toBe('whole');
    expect(await serve()).toBe('whole');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while not subscribed, and forgets everything after a lost subscription', async () => {
    const { feed, serve } = keptAnswers();
    await serve();
    feed.subscribed = false;
    expect(await serve()).toBe('version 2');
    expect(await serve()).toBe('version 3');

    feed.subscribed = true;
    feed.subscriptionLosses += 1;
    expect(await serve()).toBe('version 4');
    expect(await serve()).toBe('version 4');
  });

  it('keeps nothing before it follows the broadcasts, nor when given no memory', async () => {
    const unfollowed = new KeptAnswers(ENV);
    const read = jest.fn(async () => Buffer.from('answer'));
    await unfollowed.serve('lists', 'u1', read);
    await unfollowed.serve('lists', 'u1', read);
    expect(read).toHaveBeenCalledTimes(2);

    const { serve, read: readNone } = keptAnswers({ ...ENV, KEPT_ANSWERS_MB: 0 });
    await serve();
    await serve();
    expect(readNone).toHaveBeenCalledTimes(2);
  });
});
