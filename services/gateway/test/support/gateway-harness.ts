import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { gatewayEnvSchema, loadEnv } from '@tracker/config';
import { createTestInfra, startServiceHarness, type ServiceHarness, type TestInfra } from '@tracker/testing';

import { createGatewayApp } from '../../src/gateway-app';

export interface GatewayHarness {
  infra: TestInfra;
  /** A request through the gateway in-process: status and JSON body. */
  get(url: string): Promise<{ status: number; body: any }>;
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
    await gateway.init();
    await gateway.getHttpAdapter().getInstance().ready();
  } catch (error) {
    await close();
    throw error;
  }
  const app = gateway;
  return {
    infra,
    get: (url) =>
      app
        .inject({ method: 'GET', url })
        .then((response) => ({ status: response.statusCode, body: response.json() })),
    close,
  };
}
