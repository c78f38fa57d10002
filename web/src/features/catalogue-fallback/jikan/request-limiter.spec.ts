import { BASE_GAP_MS, RATE_LIMITED_DELAY_MS, RequestLimiter } from './request-limiter';

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

  it('delays every request by 100 ms once more than 3 rate limits came within 5 minutes, until the window ends', () => {
    for (let i = 0; i < 3; i += 1) limiter.recordRateLimit();
    expect(limiter.extraDelayMs).toBe(0);

    limiter.recordRateLimit();
    expect(limiter.extraDelayMs).toBe(RATE_LIMITED_DELAY_MS);
    limiter.recordSuccess();
    expect(limiter.extraDelayMs).toBe(RATE_LIMITED_DELAY_MS);

    jest.advanceTimersByTime(5 * 60_000);
    expect(limiter.extraDelayMs).toBe(0);
  });

  it('adds the 100 ms to the first request too', async () => {
    for (let i = 0; i < 4; i += 1) limiter.recordRateLimit();
    limiter.recordSuccess();
    const starts: number[] = [];
    const run = limiter.run(async () => void starts.push(Date.now()));

    await jest.advanceTimersByTimeAsync(99);
    expect(starts).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await run;
    expect(starts).toEqual([start + RATE_LIMITED_DELAY_MS]);
  });
});
