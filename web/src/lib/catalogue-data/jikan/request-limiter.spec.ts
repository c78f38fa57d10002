import { BASE_GAP_MS, RequestLimiter } from './request-limiter';

/** A task that stays open until the test finishes it, recording when it started. */
function openTask(starts: number[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (starts.push(Date.now()), done), finish: () => finish() };
}

describe(RequestLimiter.name, () => {
  const start = Date.UTC(2026, 10, 23, 12);
  let limiter: RequestLimiter;

  beforeEach(() => {
    jest.useFakeTimers({ now: start });
    limiter = new RequestLimiter({
      now: () => Date.now(),
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
    });
  });
  afterEach(() => jest.useRealTimers());

  it('starts requests at least 1.5 s apart', async () => {
    const starts: number[] = [];
    const runs = [1, 2, 3].map(() => limiter.run(async () => void starts.push(Date.now())));

    await jest.advanceTimersByTimeAsync(3 * BASE_GAP_MS);
    await Promise.all(runs);

    expect(starts.map((at) => at - start)).toEqual([0, 1500, 3000]);
  });

  it('keeps at most 2 requests in flight', async () => {
    const starts: number[] = [];
    const tasks = [openTask(starts), openTask(starts), openTask(starts)];
    const runs = tasks.map(({ task }) => limiter.run(task));

    await jest.advanceTimersByTimeAsync(10 * BASE_GAP_MS);
    expect(starts).toHaveLength(2);

    tasks[0].finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(starts).toHaveLength(3);
    tasks[1].finish();
    tasks[2].finish();
    await Promise.all(runs);
  });

  it('widens the gap by half per consecutive 429, up to 4 times, and back after a success', () => {
    expect(limiter.gapMs).toBe(1500);
    limiter.recordRateLimit();
    expect(limiter.gapMs).toBe(2250);
    limiter.recordRateLimit();
    expect(limiter.gapMs).toBe(3000);
    for (let i = 0; i < 10; i += 1) limiter.recordRateLimit();
    expect(limiter.gapMs).toBe(6000);

    limiter.recordSuccess();
    expect(limiter.gapMs).toBe(1500);
  });

  it('spaces the next start by the widened gap', async () => {
    const starts: number[] = [];
    await limiter.run(async () => void starts.push(Date.now()));
    limiter.recordRateLimit();
    const next = limiter.run(async () => void starts.push(Date.now()));

    await jest.advanceTimersByTimeAsync(2249);
    expect(starts).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await next;
    expect(starts[1] - starts[0]).toBe(2250);
  });
});
