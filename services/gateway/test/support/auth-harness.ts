import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type GatewayEnv, gatewayEnvSchema, loadEnv } from '@tracker/config';
import { createTestInfra, type ServiceHarness, startServiceHarness, type TestInfra } from '@tracker/testing';
import type { InjectOptions } from 'fastify';

import { createGatewayApp } from '../../src/gateway-app.js';
import { FakeSessionsModule, tokenFor } from './fake-auth-user.js';

export interface Reply {
  status: number;
  headers: Record<string, unknown>;
  body: any;
  raw: Buffer;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AuthRoutesHarness {
  infra: TestInfra;
  env: GatewayEnv;
  /** A request through the first gateway replica, in-process. */
  request(options: InjectOptions): Promise<Reply>;
  /** The same through a second replica sharing Redis with the first. */
  requestOther(options: InjectOptions): Promise<Reply>;
  /** A request through the first replica as `userId` (a token for them), or anonymous; `payload` as JSON. */
  requestAs(method: HttpMethod, url: string, userId?: string, payload?: object): Promise<Reply>;
  close(): Promise<void>;
}

/**
 * Two gateway replicas in front of a stand-in service module on the real transport, on a database and
 * Redis prefix of their own: the routes are tested against the contract, and state that must be shared
 * (revoked tokens, attempt counters) is checked across replicas. auth-user's session patterns always
 * answer beside the stand-in, since every signed-in request may ask them.
 */
export async function startAuthRoutes(
  suite: string,
  fakeService: unknown,
  overrides: Record<string, string>,
): Promise<AuthRoutesHarness> {
  const infra = await createTestInfra(suite);
  const env = loadEnv(gatewayEnvSchema, { ...infra.env, SERVICE_TIMEOUT_MS: '3000', ...overrides });
  let service: ServiceHarness | undefined;
  const gateways: NestFastifyApplication[] = [];
  const close = async () => {
    for (const gateway of gateways) await gateway.close();
    await service?.close();
    await infra.cleanup();
  };
  try {
    service = await startServiceHarness(
      'auth-user',
      { module: class StandIns {}, imports: [fakeService, FakeSessionsModule] },
      env,
    );
    for (let replica = 0; replica < 2; replica += 1) {
      const gateway = await createGatewayApp(env);
      gateways.push(gateway);
      await gateway.init();
      await gateway.getHttpAdapter().getInstance().ready();
    }
  } catch (error) {
    await close();
    throw error;
  }
  const through = (gateway: NestFastifyApplication) => async (options: InjectOptions) => {
    const response = await gateway.inject(options);
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return {
      status: response.statusCode,
      headers: response.headers,
      body: isJson ? response.json() : undefined,
      raw: response.rawPayload,
    };
  };
  const request = through(gateways[0]);
  const requestAs = (method: HttpMethod, url: string, userId?: string, payload?: object) =>
    request({
      method,
      url,
      payload,
      headers: userId ? { authorization: `Bearer ${tokenFor(userId)}` } : {},
    });
  return { infra, env, request, requestOther: through(gateways[1]), requestAs, close };
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  field: string,
  filename: string,
  contentType: string,
  bytes: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tracker${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
