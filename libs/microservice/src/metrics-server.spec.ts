import type { AddressInfo } from 'node:net';

import { Counter, register } from 'prom-client';

import { DEFAULT_METRICS_PORTS, metricsPort, serveMetrics } from './metrics-server.js';

describe('metricsPort', () => {
  it("is each process's own default, none in tests, and METRICS_PORT when set", () => {
    expect(new Set(Object.values(DEFAULT_METRICS_PORTS)).size).toBe(
      Object.keys(DEFAULT_METRICS_PORTS).length,
    );
    expect(metricsPort('catalogue', { NODE_ENV: 'production' })).toBe(DEFAULT_METRICS_PORTS.catalogue);
    expect(metricsPort('catalogue', { NODE_ENV: 'test' })).toBe(0);
    expect(metricsPort('gateway', { NODE_ENV: 'production', METRICS_PORT: 0 })).toBe(0);
    expect(metricsPort('gateway', { NODE_ENV: 'test', METRICS_PORT: 9100 })).toBe(9100);
  });
});

describe('serveMetrics', () => {
  it('serves nothing on port 0', async () => {
    expect(await serveMetrics(0, '127.0.0.1')).toBeUndefined();
  });

  it("serves the registry in Prometheus's text format on GET /metrics only, with Node's own metrics", async () => {
    new Counter({ name: 'test_served_total', help: 'A counter of this test.' }).inc(3);
    // Port 0 means none here, so ask the OS for a free one through a listening probe.
    const server = await serveMetrics(await freePort(), '127.0.0.1');
    if (!server) throw new Error('metrics server did not start');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await fetch(`${base}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(register.contentType);
      const text = await answer.text();
      expect(text).toContain('test_served_total 3');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect((await fetch(`${base}/api/health`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('logs a port in use and goes on without metrics', async () => {
    const taken = await serveMetrics(await freePort(), '127.0.0.1');
    if (!taken) throw new Error('metrics server did not start');
    try {
      expect(await serveMetrics((taken.address() as AddressInfo).port, '127.0.0.1')).toBeUndefined();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
