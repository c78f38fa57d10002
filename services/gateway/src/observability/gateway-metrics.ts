import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Gauge, Histogram } from 'prom-client';

/** Seconds: from a kept answer (well under a millisecond) to a call that waited out the service timeout. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The answers of the HTTP API: by method, route pattern (never the raw URL, which would grow without end) and status. */
export const httpRequests = new Histogram({
  name: 'http_request_duration_seconds',
  help: "The gateway's HTTP answers by method, route pattern and status, from request to the last byte.",
  labelNames: ['method', 'route', 'status'],
  buckets: BUCKETS,
});

/** Signed-in sockets connected to this replica. */
export const realtimeSockets = new Gauge({
  name: 'realtime_connected_sockets',
  help: 'Signed-in socket.io connections held by this gateway replica.',
});

/** The route label of a request no route matched: one value, whatever was asked for. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every answer, Nest's routes and the plain Fastify ones (the anime read) alike, in one onResponse
 * hook that reads what Fastify already measured (`reply.elapsedTime`).
 */
export function measureHttpRequests(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      httpRequests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
}
