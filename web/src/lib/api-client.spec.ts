import { failure, ok } from '../testing/envelope';
import { mockFetch } from '../testing/mock-fetch';
import { ApiError, apiGet, apiSend, AUTH_TOKEN_STORAGE_KEY, onTokenRejected } from './api-client';

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
