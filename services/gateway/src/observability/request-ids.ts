import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isSaneRequestId, requestContext } from '@tracker/redis';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when it is a sane one (1-128 visible characters, e.g. one
 * nginx or an ingress made), else a new UUID. Fastify logs nothing itself here: the id is for our lines.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isSaneRequestId(given) ? given : randomUUID();
}

/**
 * Every answer carries its request's id (errors and 404s too: set on the raw response at onRequest), and
 * the route's work runs in its request context, so the transport client puts the id in every packet's
 * metadata and the services' log lines carry it. The context is entered at preValidation, after the body
 * is read: Fastify runs what follows a body's `end` event in the stream's context, not the hook's.
 */
export function carryRequestIds(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  // Callbacks, not async functions: they run on every request, and a promise per request costs.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
  fastify.addHook('preValidation', (request, _reply, done) => {
    requestContext.run({ requestId: request.id }, done);
  });
}
