import { ServiceError } from '@tracker/redis';

import { HASHING_BUSY, HashQueue } from './hash-queue.js';

/** A task that finishes when the test says so, and tells whether it has started. */
function controlled<T>() {
  let finish!: (value: T) => void;
  let fail!: (error: Error) => void;
  const state = { started: false };
  const done = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const task = () => {
    state.started = true;
    return done;
  };
  return { task, finish, fail, state };
}
const busy = new ServiceError('RATE_LIMITED', HASHING_BUSY);
/** Lets settled promises run their callbacks. */
const settle = () =>
  new Promise<void>((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

describe(HashQueue.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs up to `concurrency` hashes at once and starts the next as one finishes', async () => {
    const queue = new HashQueue({ concurrency: 2, maxWaitMs: 2000, maxQueued: 10 });
    const [a, b, c] = [controlled<string>(), controlled<string>(), controlled<string>()];
    const results = [queue.run(a.task), queue.run(b.task), queue.run(c.task)];
    expect([a.state.started, b.state.started, c.state.started]).toEqual([true, true, false]);
    a.finish('a');
    await settle();
    expect(c.state.started).toBe(true);
    b.finish('b');
    c.finish('c');
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
  });

  it('refuses a hash that waited longer than maxWaitMs, and never starts it', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 2000, maxQueued: 10 });
    const [running, waiting] = [controlled<string>(), controlled<string>()];
    void queue.run(running.task);
    const refused = queue.run(waiting.task);
    jest.advanceTimersByTime(1999);
    await settle();
    expect(waiting.state.started).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(refused).rejects.toEqual(busy);
    running.finish('done');
    await settle();
    expect(waiting.state.started).toBe(false);
  });

  it('refuses at once when maxQueued hashes are already waiting', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 2000, maxQueued: 1 });
    void queue.run(controlled<string>().task);
    void queue.run(controlled<string>().task);
    await expect(queue.run(controlled<string>().task)).rejects.toThrow(HASHING_BUSY);
  });

  it('starts an urgent hash before those already waiting, and queues it even when the queue is full', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 2000, maxQueued: 2 });
    const [running, first, second, urgent, later] = Array.from({ length: 5 }, () => controlled<string>());
    void queue.run(running.task);
    void queue.run(first.task);
    void queue.run(second.task);
    await expect(queue.run(controlled<string>().task)).rejects.toThrow(HASHING_BUSY);
    const owner = queue.run(urgent.task, true);
    void queue.run(later.task, true);
    running.finish('done');
    await settle();
    expect([urgent.state.started, later.state.started, first.state.started]).toEqual([true, false, false]);
    urgent.finish('owner');
    await expect(owner).resolves.toBe('owner');
    expect([later.state.started, first.state.started]).toEqual([true, false]);
  });

  it('frees the slot of a hash that failed and passes its error on', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 2000, maxQueued: 10 });
    const [failing, next] = [controlled<string>(), controlled<string>()];
    const failed = queue.run(failing.task);
    const after = queue.run(next.task);
    failing.fail(new Error('malformed hash'));
    await expect(failed).rejects.toThrow('malformed hash');
    expect(next.state.started).toBe(true);
    next.finish('ok');
    await expect(after).resolves.toBe('ok');
  });

  it('keeps a waiting hash that got its turn in time, its timer cleared', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaitMs: 2000, maxQueued: 10 });
    const [first, second] = [controlled<string>(), controlled<string>()];
    void queue.run(first.task);
    const result = queue.run(second.task);
    jest.advanceTimersByTime(1500);
    first.finish('first');
    await settle();
    jest.advanceTimersByTime(5000);
    second.finish('second');
    await expect(result).resolves.toBe('second');
    expect(jest.getTimerCount()).toBe(0);
  });
});
