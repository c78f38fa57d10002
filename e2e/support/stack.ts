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

export interface CallOptions {
  /** Sent as a bearer token. */
  token?: string;
  json?: unknown;
  xml?: string;
  form?: FormData;
  /** Where the call goes: the first gateway unless told (another replica, or nginx in front). */
  baseUrl?: string;
}

/**
 * A gateway's answer. Only `status` and `body` are its own fields, so `toEqual({ status, body })` compares
 * just those; the rest are read through getters.
 */
export class Answer {
  readonly #headers: Headers;
  readonly #bytes: Buffer;
  readonly #ms: number;

  constructor(
    readonly status: number,
    /** The parsed JSON when the answer says it is JSON, else the text. */
    readonly body: any,
    headers: Headers,
    bytes: Buffer,
    ms: number,
  ) {
    this.#headers = headers;
    this.#bytes = bytes;
    this.#ms = ms;
  }

  get headers(): Headers {
    return this.#headers;
  }

  get bytes(): Buffer {
    return this.#bytes;
  }

  get text(): string {
    return this.#bytes.toString('utf8');
  }

  /** From sending the request to having read the whole answer. */
  get ms(): number {
    return this.#ms;
  }
}

/** The fields a sign-up sends besides the username; a spec overrides any of them. */
export interface SignUpFields {
  email?: string;
  displayName?: string;
  password?: string;
  confirmPassword?: string;
  makeProfilePublic?: boolean;
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

  async call(
    method: string,
    path: string,
    { token, json, xml, form, baseUrl = this.baseUrl }: CallOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (xml !== undefined) headers['content-type'] = 'application/xml';
    const started = performance.now();
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: json !== undefined ? JSON.stringify(json) : (xml ?? form),
      signal: AbortSignal.timeout(15_000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    const isJson = response.headers.get('content-type')?.startsWith('application/json');
    const body = isJson ? JSON.parse(text) : text;
    return new Answer(response.status, body, response.headers, bytes, performance.now() - started);
  }

  get(path: string): Promise<Answer> {
    return this.call('GET', path);
  }

  /**
   * Signs `username` up (as `<username>@bebop.test` with the password Bebop1 unless `fields` say otherwise)
   * and returns the session; throws when the gateway refuses, so a setup cannot go on half done.
   */
  async register(
    username: string,
    fields: SignUpFields = {},
    { baseUrl }: Pick<CallOptions, 'baseUrl'> = {},
  ): Promise<{ token: string; user: any }> {
    const answer = await this.call('POST', '/api/auth/register', {
      baseUrl,
      json: {
        username,
        email: `${username}@bebop.test`,
        displayName: username,
        password: 'Bebop1',
        ...fields,
      },
    });
    if (answer.status !== 201) {
      throw new Error(
        `signing ${username} up answered ${answer.status}: ${answer.body.error ?? answer.text}`,
      );
    }
    return answer.body.data;
  }

  async stop(): Promise<void> {
    await Promise.all(
      [this.gateway, ...this.otherGateways, ...this.services].map((process) => process.stop()),
    );
    await this.jikan.close();
    await this.infra.cleanup();
  }
}
