interface MockResponse {
  status?: number;
  /** An object is served as JSON; a string is served as a non-JSON body. */
  body: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/**
 * Replaces globalThis.fetch with routes keyed by exact URL (jsdom has no fetch of its own).
 * Unknown URLs answer 404 so a test never reaches the network.
 */
export function mockFetch(routes: Record<string, MockResponse>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const { status = 200, body } = routes[url] ?? {
      status: 404,
      body: { success: false, data: null, error: `No mock for ${url}` },
    };
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: STATUS_TEXT[status] ?? '',
      json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
    } as Response;
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}
