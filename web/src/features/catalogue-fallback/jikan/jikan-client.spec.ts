import { JikanClient, JikanError, RESPONSE_CACHE_MS } from './jikan-client';

const BASE = 'https://jikan.test/v4';

type Reply = { status: number; body?: unknown } | 'network-error' | 'hang';

/** A fetch that answers the queued replies in order and records each call's time. */
function scriptedFetch(replies: Reply[]) {
  const calls: Array<{ url: string; at: number }> = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), at: Date.now() });
    const reply = replies.shift() ?? { status: 200, body: { data: 'default' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang')
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

const clock = { now: () => Date.now(), sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };

describe(JikanClient.name, () => {
  const start = Date.UTC(2026, 10, 23, 12);
  beforeEach(() => jest.useFakeTimers({ now: start }));
  afterEach(() => jest.useRealTimers());

  /** Runs `promise` to its end while fake time passes. */
  async function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
    const settled = Promise.allSettled([promise]);
    await jest.advanceTimersByTimeAsync(60_000);
    return (await settled)[0];
  }

  it('builds the URL from the path and the set parameters', async () => {
    const { fetchFn, calls } = scriptedFetch([{ status: 200, body: { data: [] } }]);
    const client = new JikanClient(BASE, clock, undefined, fetchFn);

    await client.get('/anime', { q: 'frieren', type: 'tv', genres: undefined, page: 2 });

    expect(calls[0].url).toBe(`${BASE}/anime?q=frieren&type=tv&page=2`);
  });

  it('retries a 429 twice, after 6 s and then 12 s', async () => {
    const { fetchFn, calls } = scriptedFetch([
      { status: 429 },
      { status: 429 },
      { status: 200, body: { data: 1 } },
    ]);
    const client = new JikanClient(BASE, clock, undefined, fetchFn);

    const result = await settle(client.get('/top/anime'));

    expect(result).toEqual({ status: 'fulfilled', value: { data: 1 } });
    // Each retry waits its delay, then the limiter's widened gap has long passed.
    expect(calls.map((call) => call.at - start)).toEqual([0, 6000, 18000]);
  });

  it('gives up after the second retry with a 429 error', async () => {
    const { fetchFn, calls } = scriptedFetch([{ status: 429 }, { status: 429 }, { status: 429 }]);
    const client = new JikanClient(BASE, clock, undefined, fetchFn);

    const result = await settle(client.get('/top/anime'));

    expect(calls).toHaveLength(3);
    expect(result).toMatchObject({ status: 'rejected', reason: { name: 'JikanError', status: 429 } });
    expect(client.limiter.gapMs).toBe(3750);
  });

  it('answers from its 5-minute cache without asking again', async () => {
    const { fetchFn, calls } = scriptedFetch([
      { status: 200, body: { data: 'first' } },
      { status: 200, body: { data: 'second' } },
    ]);
    const client = new JikanClient(BASE, clock, undefined, fetchFn);

    await settle(client.get('/anime/1'));
    jest.setSystemTime(start + RESPONSE_CACHE_MS - 1);
    await expect(client.get('/anime/1')).resolves.toEqual({ data: 'first' });
    expect(calls).toHaveLength(1);

    jest.setSystemTime(start + RESPONSE_CACHE_MS);
    await expect(settle(client.get('/anime/1'))).resolves.toMatchObject({ value: { data: 'second' } });
  });

  it.each<[string, Reply[]]>([
    ['three 429s', [{ status: 429 }, { status: 429 }, { status: 429 }]],
    ['a 500', [{ status: 500 }]],
    ['a network error', ['network-error']],
    ['a 10 s timeout', ['hang']],
  ])('answers the stale copy after %s', async (_case, failure) => {
    const { fetchFn } = scriptedFetch([{ status: 200, body: { data: 'kept' } }, ...failure]);
    const client = new JikanClient(BASE, clock, undefined, fetchFn);
    await settle(client.get('/seasons/now'));
    jest.setSystemTime(Date.now() + RESPONSE_CACHE_MS);

    await expect(settle(client.get('/seasons/now'))).resolves.toEqual({
      status: 'fulfilled',
      value: { data: 'kept' },
    });
  });

  it('throws when there is no stale copy, naming a timeout', async () => {
    const { fetchFn } = scriptedFetch(['hang']);
    const client = new JikanClient(BASE, clock, undefined, fetchFn);

    const result = await settle(client.get('/anime/1'));

    expect(result).toMatchObject({ status: 'rejected', reason: expect.any(JikanError) });
    expect((result as PromiseRejectedResult).reason.message).toMatch(/^Timed out/);
  });
});
