import { AnswerKeeper, type KeptRead } from './answer-keeper.js';
import type { BroadcastFeed } from './followed-broadcasts.js';

const TTL_MS = 5_000;

const caughtUp: BroadcastFeed = { broadcastsCaughtUp: async () => true, subscriptionLosses: 0 };
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** A keeper on a clock the test moves, and reads the test answers one by one. */
function keeperOnClock() {
  let now = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  const keeper = new AnswerKeeper(1024 * 1024, TTL_MS);
  keeper.follow(caughtUp);
  const pending: Array<(read: KeptRead) => void> = [];
  const read = jest.fn(() => new Promise<KeptRead>((resolve) => pending.push(resolve)));
  const serve = async (key = 'feed') => (await keeper.serve(key, read)).toString();
  const answer = (index: number, text: string, sources: string[] = []) =>
    pending[index]({ bytes: Buffer.from(text), sources });
  return { keeper, read, serve, answer, setNow: (ms: number) => (now = ms) };
}

describe(AnswerKeeper.name, () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads a kept answer anew in the last tenth of its lifetime, so its readers never wait for it', async () => {
    const { read, serve, answer, setNow } = keeperOnClock();
    const first = serve();
    await settled();
    answer(0, 'first');
    expect(await first).toBe('first');

    setNow(TTL_MS * 0.9 - 1);
    expect(await serve()).toBe('first');
    expect(read).toHaveBeenCalledTimes(1);

    setNow(TTL_MS * 0.9);
    expect(await serve()).toBe('first');
    expect(await serve()).toBe('first');
    expect(read).toHaveBeenCalledTimes(2);
    answer(1, 'second');
    await settled();

    // Past the first answer's lifetime, the one read ahead is served without a read.
    setNow(TTL_MS + 1);
    expect(await serve()).toBe('second');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing read ahead that raced a change, and a failed read ahead leaves the next miss to read', async () => {
    const { keeper, read, serve, answer, setNow } = keeperOnClock();
    const first = serve();
    await settled();
    answer(0, 'first', ['user:ed']);
    await first;

    setNow(TTL_MS * 0.95);
    expect(await serve()).toBe('first');
    keeper.forget(['user:ed']);
    answer(1, 'read before the change', ['user:ed']);
    const afterChange = serve();
    await settled();
    answer(2, 'after the change', ['user:ed']);
    expect(await afterChange).toBe('after the change');
    expect(read).toHaveBeenCalledTimes(3);

    setNow(TTL_MS * 0.95 + TTL_MS * 0.95);
    read.mockRejectedValueOnce(new Error('social is down'));
    expect(await serve()).toBe('after the change');
    await settled();
    setNow(TTL_MS * 3);
    const next = serve();
    await settled();
    answer(3, 'read again');
    expect(await next).toBe('read again');
  });

  it('lets a joiner read for itself when a source of the shared read changed while it was on its way', async () => {
    const { keeper, read, serve, answer } = keeperOnClock();
    const together = [serve(), serve()];
    await settled();
    expect(read).toHaveBeenCalledTimes(1);

    keeper.forget(['user:ed']);
    answer(0, 'built before Ed changed', ['user:ed']);
    await settled();
    expect(read).toHaveBeenCalledTimes(2);
    answer(1, 'built after');
    // The first request was on its way when Ed changed, and is answered what it read.
    expect(await Promise.all(together)).toEqual(['built before Ed changed', 'built after']);
    expect(await serve()).toBe('built after');
  });
});
