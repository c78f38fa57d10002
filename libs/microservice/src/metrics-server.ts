import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Logger } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import { collectDefaultMetrics, register } from 'prom-client';

/**
 * Each process's metrics port when METRICS_PORT is unset, apart so that a whole stack runs on one machine;
 * none under NODE_ENV=test, where suites start many processes at once.
 */
export const DEFAULT_METRICS_PORTS = {
  gateway: 9464,
  'auth-user': 9465,
  'lists-progress': 9466,
  catalogue: 9467,
  social: 9468,
  dashboard: 9469,
} as const;

export type MetricsProcess = keyof typeof DEFAULT_METRICS_PORTS;

/** The port `process` serves `GET /metrics` on; 0: none. */
export function metricsPort(
  process: MetricsProcess,
  env: Pick<BaseEnv, 'METRICS_PORT' | 'NODE_ENV'>,
): number {
  return env.METRICS_PORT ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_METRICS_PORTS[process]);
}

let collectingDefaults = false;

/**
 * Serves the default registry in Prometheus's text format on `GET /metrics` (anything else: 404), on a port
 * of its own that nginx never proxies, with Node's own metrics (event loop lag, heap, GC, handles). A port
 * in use is logged, not fatal: the process's work matters more than its metrics. Undefined for port 0.
 */
export async function serveMetrics(port: number, host: string): Promise<Server | undefined> {
  if (port === 0) return undefined;
  if (!collectingDefaults) {
    collectDefaultMetrics();
    collectingDefaults = true;
  }
  const logger = new Logger('Metrics');
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: metrics are at GET /metrics\n');
      return;
    }
    register.metrics().then(
      (text) => response.writeHead(200, { 'content-type': register.contentType }).end(text),
      (error: unknown) => {
        logger.error(`Metrics not collected: ${String(error)}`);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected.\n');
      },
    );
  });
  return new Promise((resolve) => {
    server.once('error', (error) => {
      logger.warn(`Metrics not served on ${host}:${port}: ${error.message}`);
      resolve(undefined);
    });
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      logger.log(`Metrics on http://${host}:${bound}/metrics`);
      server.unref();
      resolve(server);
    });
  });
}
