import type { NestFastifyApplication } from '@nestjs/platform-fastify';

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

export function sendSecurityHeaders(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      // On the raw response: Fastify merges these into every answer, errors and 404s included.
      for (const [name, value] of Object.entries(securityHeaders(request.protocol === 'https')))
        reply.raw.setHeader(name, value);
    });
}
