import { AllSourcesFailedError, RACE_TIMEOUT_MS, raceSources, RaceTimeoutError } from './source-race.js';

/** A source that settles after `ms` (fake time), and records whether it was started. */
function source<T>(ms: number, outcome: { value: T } | { error: Error }) {
  const started = jest.fn();
  const run = () => {
    started();
    return new Promise<T>((resolve, reject) =>
      setTimeout(() => ('value' in outcome ? resolve(outcome.value) : reject(outcome.error)), ms),
    );
  };
  return { run, started };
}

describe(raceSources.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Settles the race by running fake time forward as far as needed. */
  async function settle<T>(race: Promise<T>): Promise<PromiseSettledResult<T>> {
    const outcome = Promise.allSettled([race]).then(([result]) => result);
    await jest.runAllTimersAsync();
    return outcome;
  }

  it('answers with the first success without waiting for the slower source', async () => {
    const fast = source(100, { value: 'mal' });
    const slow = source(5_000, { value: 'jikan' });
    const race = raceSources('anime 1', [slow.run, fast.run]);
    await jest.advanceTimersByTimeAsync(100);
    await expect(race).resolves.toBe('mal');
    expect(slow.started).toHaveBeenCalled();
  });

  it('takes a later success when the first source to answer failed', async () => {
    const failing = source(10, { error: new Error('HTTP 500') });
    const working = source(200, { value: 'jikan' });
    await expect(settle(raceSources('anime 1', [failing.run, working.run]))).resolves.toEqual({
      status: 'fulfilled',
      value: 'jikan',
    });
  });

  it("fails with 'All APIs failed for …' and every failure when all sources fail", async () => {
    const first = new Error('HTTP 500');
    const second = new Error('fetch failed');
    const result = await settle(
      raceSources('anime 7', [source(20, { error: second }).run, source(10, { error: first }).run]),
    );
    expect(result).toEqual({ status: 'rejected', reason: expect.any(AllSourcesFailedError) });
    const reason = (result as PromiseRejectedResult).reason as AllSourcesFailedError;
    expect(reason.message).toBe('All APIs failed for anime 7');
    expect(reason.errors).toEqual([first, second]);
  });

  it("fails with 'API race timeout for …' after 10 s when no source answered", async () => {
    const race = raceSources('top anime', [source(60_000, { value: 1 }).run]);
    const outcome = Promise.allSettled([race]);
    await jest.advanceTimersByTimeAsync(RACE_TIMEOUT_MS - 1);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    await jest.advanceTimersByTimeAsync(1);
    const [result] = await outcome;
    expect(result).toEqual({ status: 'rejected', reason: expect.any(RaceTimeoutError) });
    expect((result as PromiseRejectedResult).reason.message).toBe('API race timeout for top anime');
  });

  it('times out with the failures seen so far, and keeps no timer once settled', async () => {
    const failure = new Error('HTTP 404');
    const race = raceSources(
      'anime 9',
      [source(5, { error: failure }).run, source(500, { value: 1 }).run],
      50,
    );
    const outcome = Promise.allSettled([race]);
    await jest.advanceTimersByTimeAsync(50);
    const [result] = await outcome;
    expect((result as PromiseRejectedResult).reason).toMatchObject({ errors: [failure] });

    await jest.runAllTimersAsync();
    const quick = raceSources('anime 10', [source(1, { value: 'ok' }).run]);
    await jest.advanceTimersByTimeAsync(1);
    await expect(quick).resolves.toBe('ok');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('skips unavailable sources: they neither run nor count as failures', async () => {
    const jikan = source(30, { error: new Error('HTTP 503') });
    const result = await settle(raceSources('anime 3', [jikan.run, null]));
    expect((result as PromiseRejectedResult).reason).toMatchObject({
      message: 'All APIs failed for anime 3',
      errors: [new Error('HTTP 503')],
    });
    await expect(settle(raceSources('anime 4', [null, source(5, { value: 4 }).run]))).resolves.toEqual({
      status: 'fulfilled',
      value: 4,
    });
  });

  it('fails at once when no source is available', async () => {
    await expect(raceSources('anime 5', [null, null])).rejects.toThrow('All APIs failed for anime 5');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts a source that throws before returning a promise as failed', async () => {
    const broken = () => {
      throw new Error('no client');
    };
    await expect(settle(raceSources('anime 6', [broken, source(5, { value: 6 }).run]))).resolves.toEqual({
      status: 'fulfilled',
      value: 6,
    });
  });
});
