import { mockFetch } from '../testing/mock-fetch';
import { ApiError, apiGet } from './api-client';

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
