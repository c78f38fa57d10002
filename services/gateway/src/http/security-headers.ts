import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

/** No page of ours uses these; a script injected into one cannot ask for them either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every gateway answer carries, for clients that reach it without nginx (which sends the same ones
 * itself and drops these, so each is sent once). HSTS only over TLS: the connection itself, or a trusted
 * proxy's X-Forwarded-Proto, which Fastify reads into `request.protocol`.
 */
export function securityHeaders(tls: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(tls ? { 'strict-transport-security': HSTS } : {}),
  };
}

const PLAIN_HEADERS = Object.entries(securityHeaders(false));
const TLS_HEADERS = Object.entries(securityHeaders(true));

export function sendSecurityHeaders(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    // A callback, not an async function: it runs on every request, and a promise per request costs.
    .addHook('onRequest', (request, reply, done) => {
      // On the raw response: Fastify merges these into every answer, errors and 404s included.
      for (const [name, value] of overTls(request) ? TLS_HEADERS : PLAIN_HEADERS)
        reply.raw.setHeader(name, value);
      done();
    });
}

/**
 * `request.protocol === 'https'`, without asking whether the peer is a trusted proxy when the answer is
 * 'http' either way: a plain connection whose forwarded protocol is not https (nginx's, on every request).
 */
function overTls(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const plain = !('encrypted' in request.socket && request.socket.encrypted === true);
  if (plain && (forwarded === undefined || !String(forwarded).includes('https'))) return false;
  return request.protocol === 'https';
}
