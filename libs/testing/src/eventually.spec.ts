import { eventually } from './eventually.js';

/** A check that fails until it has been called `failures` times, then answers how often it ran. */
function passingAfter(failures: number) {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls <= failures) throw new Error(`not yet (${calls})`);
    return calls;
  };
}

describe(eventually.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers the value of the first check that passes', async () => {
    const result = eventually(passingAfter(0), 1_000);
    await expect(result).resolves.toBe(1);
  });

  it('polls again every interval until the check passes', async () => {
    const result = eventually(passingAfter(3), 1_000, 50);
    await jest.advanceTimersByTimeAsync(150);
    await expect(result).resolves.toBe(4);
  });

  it('waits for an asynchronous check', async () => {
    let ready = false;
    const result = eventually(async () => {
      if (!ready) throw new Error('not ready');
      return 'ready';
    }, 1_000);
    ready = true;
    await jest.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('ready');
  });

  it('throws the last failure once the deadline has passed', async () => {
    const result = eventually(passingAfter(Infinity), 250, 100);
    const settled = expect(result).rejects.toThrow('not yet (4)');
    await jest.advanceTimersByTimeAsync(400);
    await settled;
  });
});
