import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

import type { Query } from './anime-query.js';
import { FaultPlan, type FaultStatus } from './fake-jikan.faults.js';
import { FakeJikanStore } from './fake-jikan.store.js';
import { FIXTURE_SEASON, fixtureCatalogue } from './fixtures/catalogue.js';
import { jikanErrors, jikanRoute, type Reply } from './jikan.routes.js';
import type { SeasonRef } from './jikan.types.js';
import { malErrors, malRoute } from './mal.routes.js';
import { type RateLimits, RateWindow } from './rate-window.js';

export interface FakeJikanOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Load the fixture catalogue (default true); false starts with an empty store. */
  fixtures?: boolean;
  /** Answer Jikan routes with Jikan's 429 once a client goes past these limits (e.g. 3/s, 60/min). */
  enforceLimits?: RateLimits;
  /** The season `/seasons/now` answers; defaults to the fixtures' fall 2026. */
  currentSeason?: SeasonRef;
  /** When set, MAL routes accept only this client id; otherwise any non-empty one. */
  malClientId?: string;
  /**
   * The clock requests are logged and limited by, in epoch ms (default: the process's, sub-millisecond):
   * a test passes its own to move past a rate window without waiting it out.
   */
  now?: () => number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Query;
  /** Arrival time in epoch ms on the server's clock ({@link FakeJikanOptions.now}): sub-millisecond by default. */
  at: number;
  /** The status answered; null while pending or when the socket was dropped. */
  status: number | null;
}

export interface FakeJikan {
  /** Jikan v4 base, e.g. http://127.0.0.1:PORT/v4 */
  url: string;
  /** MAL API v2 base, e.g. http://127.0.0.1:PORT/mal/v2 */
  malUrl: string;
  port: number;
  store: FakeJikanStore;
  faults: FaultPlan;
  /** Every request in arrival order, including refused, faulted and dropped ones. */
  readonly requests: readonly LoggedRequest[];
  clearLog(): void;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

/** Like the real Jikan, any web page may call it: the browser's fallback reads it cross-origin. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': 'Accept, Content-Type, X-MAL-CLIENT-ID',
};

/** The real API's error body for each injectable status. */
const FAULT_REPLIES: Record<FaultStatus, { jikan: () => Reply; mal: () => Reply }> = {
  404: { jikan: () => jikanErrors.notFound(''), mal: malErrors.notFound },
  429: { jikan: jikanErrors.rateLimited, mal: malErrors.rateLimited },
  500: { jikan: jikanErrors.serverError, mal: malErrors.serverError },
  503: { jikan: jikanErrors.unavailable, mal: malErrors.unavailable },
};

/** Starts a real HTTP server on 127.0.0.1 serving Jikan v4 and MAL v2 from its store, with faults on demand. */
export async function startFakeJikan(options: FakeJikanOptions = {}): Promise<FakeJikan> {
  const store = new FakeJikanStore(options.currentSeason ?? FIXTURE_SEASON);
  if (options.fixtures !== false) {
    for (const { anime, details } of fixtureCatalogue()) store.putAnime(anime, details);
  }
  const faults = new FaultPlan();
  const limiter = options.enforceLimits ? new RateWindow(options.enforceLimits) : null;
  const now = options.now ?? (() => performance.timeOrigin + performance.now());
  let log: LoggedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let malUrl = '';

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const send = (res: ServerResponse, entry: LoggedRequest, reply: Reply) => {
    // The client may have given up during a delay; there is nobody left to answer.
    if (res.destroyed) return;
    entry.status = reply.status;
    res.writeHead(reply.status, { 'content-type': 'application/json', ...CORS_HEADERS });
    res.end(JSON.stringify(reply.body));
  };

  const answer = (req: IncomingMessage, path: string, query: Query, mal: boolean): Reply => {
    if (req.method !== 'GET') return mal ? malErrors.notFound() : jikanErrors.methodNotAllowed();
    if (mal) {
      const clientId = req.headers['x-mal-client-id'];
      const accepted = options.malClientId ? clientId === options.malClientId : Boolean(clientId);
      return accepted
        ? malRoute(store, path.slice('/mal/v2'.length), query, malUrl)
        : malErrors.unauthorized();
    }
    return path.startsWith('/v4/')
      ? jikanRoute(store, path.slice('/v4'.length), query)
      : jikanErrors.routeNotFound();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // A CORS preflight is the browser's, not a request to the API: answered, never logged or limited.
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS_HEADERS, 'access-control-max-age': '600' });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const path = url.pathname;
    const entry: LoggedRequest = {
      method: req.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      at: now(),
      status: null,
    };
    log.push(entry);
    const mal = path.startsWith('/mal/v2/');

    // Jikan's limiter sees the request before anything else happens to it.
    if (limiter && !mal && !limiter.admit(entry.at)) return send(res, entry, jikanErrors.rateLimited());
    const fault = faults.take(path, url.search);
    if (fault?.delayMs) await wait(fault.delayMs);
    if (fault && 'drop' in fault) {
      req.socket.destroy();
      return;
    }
    if (fault && 'status' in fault) {
      const replies = FAULT_REPLIES[fault.status];
      return send(res, entry, mal ? replies.mal() : replies.jikan());
    }
    send(res, entry, answer(req, path, entry.query, mal));
  };

  const server = createServer((req, res) => {
    // A bug in a route answers 500 instead of leaving the client waiting.
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { 'content-type': 'application/json', ...CORS_HEADERS });
        res.end(JSON.stringify({ status: 500, type: 'Exception', message: String(error), error: null }));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  malUrl = `http://${HOST}:${port}/mal/v2`;

  return {
    url: `http://${HOST}:${port}/v4`,
    malUrl,
    port,
    store,
    faults,
    get requests() {
      return log;
    },
    clearLog() {
      log = [];
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets and answers held back by a delay would otherwise keep the server open.
        server.closeAllConnections();
      });
    },
  };
}
