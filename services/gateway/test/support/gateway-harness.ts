import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { gatewayEnvSchema, loadEnv } from '@tracker/config';
import { createTestInfra, type ServiceHarness, startServiceHarness, type TestInfra } from '@tracker/testing';

import { createGatewayApp } from '../../src/gateway-app.js';

export interface GatewayHarness {
  infra: TestInfra;
  /** A GET over HTTP to the gateway, listening in-process: status and JSON body. */
  get(url: string): Promise<{ status: number; body: any }>;
  /** A request over HTTP to the gateway, answered as it left the server (headers included). */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** The gateway's HTTP server, for tests that wait on its own events. */
  server: Server;
  close(): Promise<void>;
}

/**
 * The gateway in-process in front of a stand-in catalogue module on the real transport, on a database and
 * Redis prefix of their own: routes are tested against the contract, not the service.
 */
export async function startGatewayWithFakeCatalogue(
  suite: string,
  fakeCatalogue: unknown,
  serviceTimeoutMs: number,
): Promise<GatewayHarness> {
  const infra = await createTestInfra(suite);
  const env = loadEnv(gatewayEnvSchema, { ...infra.env, SERVICE_TIMEOUT_MS: String(serviceTimeoutMs) });
  let catalogue: ServiceHarness | undefined;
  let gateway: NestFastifyApplication | undefined;
  const close = async () => {
    await gateway?.close();
    await catalogue?.close();
    await infra.cleanup();
  };
  try {
    catalogue = await startServiceHarness('catalogue', fakeCatalogue, env);
    gateway = await createGatewayApp(env);
    // Over a socket, not Fastify's inject: answers as they leave the server, headers included.
    await gateway.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await close();
    throw error;
  }
  const { port } = gateway.getHttpServer().address() as AddressInfo;
  const request = (url: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${url}`, init);
  return {
    infra,
    get: async (url) => {
      const response = await request(url);
      return { status: response.status, body: await response.json() };
    },
    fetch: request,
    server: gateway.getHttpServer(),
    close,
  };
}
