export interface MockResponse {
  status?: number;
  /** An object is served as JSON; a string is served as a non-JSON body. */
  body: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/** The Response a mocked fetch answers with: an object body is served as JSON, a string as a non-JSON body. */
export function fakeResponse({ status = 200, body }: MockResponse): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_TEXT[status] ?? '',
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  } as Response;
}

/**
 * Replaces globalThis.fetch with routes keyed by exact URL (jsdom has no fetch of its own).
 * Unknown URLs answer 404 so a test never reaches the network.
 */
export function mockFetch(routes: Record<string, MockResponse>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    return fakeResponse(
      routes[url] ?? { status: 404, body: { success: false, data: null, error: `No mock for ${url}` } },
    );
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}
