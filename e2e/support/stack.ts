import { type FakeJikan, startFakeJikan } from '@tracker/fake-jikan';
import { createTestInfra, freePort, type TestInfra } from '@tracker/testing';

import { type ProcessName, ServiceProcess } from './service-process';

export const ALL_SERVICES: ProcessName[] = [
  'auth-user',
  'lists-progress',
  'catalogue',
  'social',
  'dashboard',
];

export interface StackOptions {
  /** Microservices to run besides the gateway; a name twice runs two replicas. */
  services?: ProcessName[];
  /** Overrides, e.g. REDIS_URL for a Redis of the test's own. */
  env?: Record<string, string>;
  /** Turns on the MyAnimeList v2 secondary source, answered by the fake's MAL routes. */
  mal?: boolean;
  /** Gateway replicas (1 unless told): `baseUrl` is the first's, `gatewayUrls` every one's. */
  gateways?: number;
}

/** The gateway and services as separate processes on a private database and Redis prefix. */
export class Stack {
  private constructor(
    readonly infra: TestInfra,
    /** The public API the catalogue talks to: tests never reach the internet. */
    readonly jikan: FakeJikan,
    readonly gateway: ServiceProcess,
    readonly services: ServiceProcess[],
    readonly baseUrl: string,
    /** The replicas after the first, each on a port of its own. */
    readonly otherGateways: ServiceProcess[] = [],
    readonly gatewayUrls: string[] = [baseUrl],
  ) {}

  static async start(suite: string, options: StackOptions = {}): Promise<Stack> {
    const infra = await createTestInfra(suite);
    const jikan = await startFakeJikan();
    const port = await freePort();
    const env = {
      ...infra.env,
      LOG_LEVEL: 'log',
      SERVICE_TIMEOUT_MS: '1500',
      SEED_ON_START: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      JIKAN_BASE_URL: jikan.url,
      // Warm jobs would replace the seeded season with the fake's: stack tests read the seed.
      CATALOGUE_JOBS: 'false',
      ...(options.mal ? { MAL_CLIENT_ID: 'fake-client-id', MAL_BASE_URL: jikan.malUrl } : {}),
      ...options.env,
    };
    const services = (options.services ?? ALL_SERVICES).map((name) => new ServiceProcess(name, env));
    const gateway = new ServiceProcess('gateway', env);
    const otherPorts = await Promise.all(
      Array.from({ length: (options.gateways ?? 1) - 1 }, () => freePort()),
    );
    const others = otherPorts.map((other) => new ServiceProcess('gateway', { ...env, PORT: String(other) }));
    const urls = [port, ...otherPorts].map((each) => `http://127.0.0.1:${each}`);
    const stack = new Stack(infra, jikan, gateway, services, urls[0], others, urls);
    try {
      await Promise.all([...services, gateway, ...others].map((process) => process.start()));
    } catch (error) {
      await stack.stop();
      throw error;
    }
    return stack;
  }

  service(name: ProcessName): ServiceProcess {
    const found = this.services.find((service) => service.name === name);
    if (!found) throw new Error(`${name} is not part of this stack`);
    return found;
  }

  async get(path: string): Promise<{ status: number; body: any; ms: number }> {
    const started = performance.now();
    const response = await fetch(this.baseUrl + path, { signal: AbortSignal.timeout(15_000) });
    const body = await response.json();
    return { status: response.status, body, ms: performance.now() - started };
  }

  async stop(): Promise<void> {
    await Promise.all(
      [this.gateway, ...this.otherGateways, ...this.services].map((process) => process.stop()),
    );
    await this.jikan.close();
    await this.infra.cleanup();
  }
}
