import type { AccountUser, SignedInSession } from '@tracker/contracts';

import { ok } from '../../../testing/envelope';
import { fakeResponse, type MockResponse as ApiReply } from '../../../testing/mock-fetch';
import { buildSignedInSession } from './account-factory';

/** A reply, or a function of the request for replies that depend on it (or never arrive). */
type ApiRoute = ApiReply | ((request: RecordedRequest) => ApiReply | Promise<ApiReply>);

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The parsed JSON body, or the FormData of an upload. */
  body: unknown;
}

/**
 * Replaces fetch with routes keyed by 'METHOD /url' and records every request. Unknown routes answer
 * 404, so a test never reaches the network.
 */
export function mockApi(routes: Record<string, ApiRoute>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request = { method, url: String(input), headers: { ...(init.headers as object) }, body };
    requests.push(request);
    const route = routes[`${method} ${request.url}`];
    return fakeResponse(
      route
        ? await (typeof route === 'function' ? route(request) : route)
        : {
            status: 404,
            body: { success: false, data: null, error: `No mock for ${method} ${request.url}` },
          },
    );
  });
  globalThis.fetch = fetchMock;
  return {
    requests,
    /** The requests to one 'METHOD /url', in order. */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.url}` === key),
  };
}

/** `GET /api/auth/session` answering with the user (and nothing on their lists unless given), for tests that start signed in. */
export const sessionRoute = (user: AccountUser, parts: Partial<SignedInSession> = {}) => ({
  'GET /api/auth/session': { body: ok(buildSignedInSession(user, parts)) },
});
