import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { addRouteHook, routeTakes } from './route-hooks.js';

/** Public catalogue reads, the ones nginx's micro-cache keeps (deploy/nginx/default.conf.template). */
const EDGE_CACHED_PATH = /^\/api\/(?:database|anime)\/(?!health(?:\?|$))/;

/**
 * How long nginx may serve a copy of a public catalogue read: fresh for 5 s; then, while one request
 * refreshes it, 5 s more; while the gateway fails, 30 s more. No copy served is older than 35 s, so a
 * title completed since (an incomplete record replaced) reaches every visitor within that; nginx's own
 * directives would serve an old copy for as long as the gateway keeps failing. nginx keeps this header
 * from browsers, which must not reuse an incomplete record while the page asks again.
 */
export const EDGE_CACHE_CONTROL = 'max-age=5, stale-while-revalidate=5, stale-if-error=30';

/** Marks the successful public catalogue reads: a hook on those routes only, not on every answer. */
export function sendEdgeCacheHeaders(app: NestFastifyApplication): void {
  addRouteHook(
    app.getHttpAdapter().getInstance(),
    'onSend',
    (route) => routeTakes(route, 'GET') && EDGE_CACHED_PATH.test(route.url),
    markEdgeCached,
  );
}

// A callback, not an async function: a promise per answer costs. The route's HEAD twin takes its hooks
// too, and answers without the header, as before.
function markEdgeCached(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  if (reply.statusCode === 200 && request.method === 'GET')
    void reply.header('cache-control', EDGE_CACHE_CONTROL);
  done(null, payload);
}
