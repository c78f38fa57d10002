import { failure, ok } from '../testing/envelope';
import { fakeResponse, mockFetch } from '../testing/mock-fetch';
import {
  ApiError,
  apiGet,
  apiSend,
  AUTH_TOKEN_STORAGE_KEY,
  newIdempotencyKey,
  onTokenRejected,
  RETRY_DELAYS_MS,
} from './api-client';

describe('apiGet', () => {
  it('returns the data of a successful envelope', async () => {
    const fetchMock = mockFetch({ '/api/thing': { body: { success: true, data: { id: 1 }, error: null } } });

    await expect(apiGet('/thing')).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/thing', expect.objectContaining({ credentials: 'include' }));
  });

  it("surfaces the server's error text", async () => {
    mockFetch({
      '/api/thing': { status: 404, body: { success: false, data: null, error: 'Anime 9 not found' } },
    });

    await expect(apiGet('/thing')).rejects.toEqual(new ApiError('Anime 9 not found', 404));
  });

  it("falls back to 'HTTP {status}: {statusText}' when the body has no error text", async () => {
    mockFetch({ '/api/thing': { status: 502, body: '<html>Bad Gateway</html>' } });

    await expect(apiGet('/thing')).rejects.toMatchObject({ message: 'HTTP 502: Bad Gateway', status: 502 });
  });

  it('rejects an envelope that reports failure with a 200 status', async () => {
    mockFetch({ '/api/thing': { body: { success: false, data: null, error: 'Catalogue unavailable' } } });

    await expect(apiGet('/thing')).rejects.toMatchObject({ message: 'Catalogue unavailable', status: 200 });
  });
});

describe('apiSend', () => {
  afterEach(() => localStorage.clear());

  it('sends JSON with the stored bearer token and unwraps data', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token-1');
    const fetchMock = mockFetch({ '/api/auth/profile': { body: ok({ user: { id: 'u1' } }) } });

    await expect(apiSend('PUT', '/auth/profile', { json: { displayName: 'Rin' } })).resolves.toEqual({
      user: { id: 'u1' },
    });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"displayName":"Rin"}');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
    });
  });

  it('sends multipart bodies as they are, letting the browser set the content type', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token-1');
    const fetchMock = mockFetch({
      '/api/auth/upload-avatar': { body: ok({ avatarUrl: '/api/media/a.webp' }) },
    });
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');

    await apiSend('POST', '/auth/upload-avatar', { form });

    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch({ '/api/auth/login': { body: ok({ token: 't' }) } });

    await apiSend('POST', '/auth/login', { json: {} });

    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('discards the token and tells the listeners when the server answers 401 to it', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'revoked');
    mockFetch({ '/api/auth/me': { status: 401, body: failure('Your session has ended.') } });
    const listener = jest.fn();
    const stop = onTokenRejected(listener);

    await expect(apiSend('GET', '/auth/me')).rejects.toMatchObject({
      status: 401,
      message: 'Your session has ended.',
      serverMessage: 'Your session has ended.',
    });
    stop();

    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the token on other failures, and marks a status-line message as not from the server', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token-1');
    mockFetch({ '/api/auth/profile': { status: 502, body: '<html>Bad Gateway</html>' } });

    await expect(apiSend('GET', '/auth/profile')).rejects.toMatchObject({
      message: 'HTTP 502: Bad Gateway',
      serverMessage: null,
    });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('token-1');
  });
});

describe('apiSend of a retriable write', () => {
  afterEach(() => jest.useRealTimers());

  /** A fetch answering each call with the next of `answers`: a status, or a network failure. */
  function fetchAnswering(...answers: Array<number | 'offline'>): jest.Mock {
    const fetchMock: jest.Mock = jest.fn(async (): Promise<Response> => {
      const answer: number | 'offline' =
        answers[Math.min(fetchMock.mock.calls.length - 1, answers.length - 1)];
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return fakeResponse({
        status: answer,
        body: answer === 200 ? ok({ entry: null }) : failure('The lists service did not answer in time.'),
      });
    });
    globalThis.fetch = fetchMock;
    return fetchMock;
  }
  const keysSent = (fetchMock: jest.Mock) =>
    fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
  /** Runs `call` on fake timers, letting every back-off wait elapse. */
  async function withBackOff<T>(call: () => Promise<T>): Promise<T> {
    jest.useFakeTimers();
    const settled = call().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await jest.runAllTimersAsync();
    const outcome = await settled;
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }

  it('sends the same Idempotency-Key again after a 503 and a network error, and returns the answer', async () => {
    const fetchMock = fetchAnswering(503, 'offline', 200);

    await expect(
      withBackOff(() => apiSend('DELETE', '/auth/anime-lists/1/watching', { retriable: true })),
    ).resolves.toEqual({ entry: null });
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives up after the last back-off with the last answer', async () => {
    const fetchMock = fetchAnswering(502, 504, 503, 503);

    await expect(
      withBackOff(() => apiSend('POST', '/auth/anime-lists', { json: {}, retriable: true })),
    ).rejects.toMatchObject({ status: 503, message: 'The lists service did not answer in time.' });
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });

  it('waits longer before each retry', async () => {
    const fetchMock = fetchAnswering(503, 503, 200);
    jest.useFakeTimers();
    const done = apiSend('PUT', '/auth/anime-lists/1', { json: { score: 7 }, retriable: true });
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(done).resolves.toEqual({ entry: null });
  });

  it('does not retry an answer the server gave: a refusal or its own failure', async () => {
    for (const status of [400, 404, 409, 500]) {
      const fetchMock = fetchAnswering(status, 200);
      await expect(
        apiSend('POST', '/auth/episode-progress', { json: {}, retriable: true }),
      ).rejects.toMatchObject({
        status,
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('makes a new key for each call, and sends none and retries nothing for other requests', async () => {
    let fetchMock = fetchAnswering(200);
    await apiSend('POST', '/auth/episode-progress', { json: {}, retriable: true });
    await apiSend('POST', '/auth/episode-progress', { json: {}, retriable: true });
    const [first, second] = keysSent(fetchMock);
    expect(first).not.toBe(second);

    fetchMock = fetchAnswering(503, 200);
    await expect(apiSend('PUT', '/auth/profile', { json: {} })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keysSent(fetchMock)).toEqual([undefined]);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a UUID v4 where crypto.randomUUID is missing too (pages served over plain http)', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = [newIdempotencyKey(), newIdempotencyKey()];
      for (const key of keys)
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(keys[0]).not.toBe(keys[1]);
    } finally {
      if (randomUUID) Object.defineProperty(crypto, 'randomUUID', randomUUID);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
