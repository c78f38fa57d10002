import type { NestFastifyApplication } from '@nestjs/platform-fastify';

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

function isEdgeCachedRead(method: string | undefined, url: string): boolean {
  return method === 'GET' && EDGE_CACHED_PATH.test(url);
}

/** Marks the successful public catalogue reads. */
export function sendEdgeCacheHeaders(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    // A callback, not an async function: it runs on every answer, and a promise per answer costs.
    .addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode === 200 && isEdgeCachedRead(request.method, request.url))
        void reply.header('cache-control', EDGE_CACHE_CONTROL);
      done(null, payload);
    });
}
