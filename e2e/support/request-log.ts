import type { Page } from 'playwright-core';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/database/top?page=1`. */
  path: string;
  status: number;
  /** Response body bytes as received (compressed when the server compressed them). */
  bytes: number;
}

/**
 * Every request a page starts from now on, with its status and the body bytes received (0 for one that
 * failed); `api()` and `static()` wait for those started so far to end.
 */
export function recordRequests(page: Page) {
  const ended: Promise<RecordedRequest>[] = [];
  page.on('request', (request) => {
    ended.push(
      (async () => {
        // A request still open when the page closes (a socket's poll) ends with no response, not a failure.
        const response = await request.response().catch(() => null);
        const sizes = response ? await request.sizes().catch(() => null) : null;
        const url = new URL(request.url());
        return {
          method: request.method(),
          path: url.pathname + url.search,
          status: response?.status() ?? 0,
          bytes: sizes?.responseBodySize ?? 0,
        };
      })(),
    );
  });
  const all = () => Promise.all(ended);
  const isApi = (request: RecordedRequest) => request.path.startsWith('/api/');
  return {
    api: async () => (await all()).filter(isApi),
    static: async () => (await all()).filter((request) => !isApi(request)),
  };
}

export const totalBytes = (requests: RecordedRequest[]) => requests.reduce((sum, r) => sum + r.bytes, 0);
