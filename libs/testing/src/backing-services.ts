import net from 'node:net';

/** Where tests find Postgres and Redis: env vars first, then testcontainers, then this machine's defaults. */
export interface BackingServices {
  /** A Postgres URL whose user may create databases. */
  databaseUrl: string;
  redisUrl: string;
}

const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

let resolved: Promise<BackingServices> | undefined;

export function backingServices(): Promise<BackingServices> {
  resolved ??= resolveBackingServices();
  return resolved;
}

async function resolveBackingServices(): Promise<BackingServices> {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (DATABASE_URL && REDIS_URL) return { databaseUrl: DATABASE_URL, redisUrl: REDIS_URL };
  const containers = await fromTestcontainers();
  if (containers)
    return {
      databaseUrl: DATABASE_URL ?? containers.databaseUrl,
      redisUrl: REDIS_URL ?? containers.redisUrl,
    };
  const databaseUrl = DATABASE_URL ?? LOCAL_DATABASE_URL;
  const redisUrl = REDIS_URL ?? LOCAL_REDIS_URL;
  if ((await reachable(databaseUrl, 5432)) && (await reachable(redisUrl, 6379)))
    return { databaseUrl, redisUrl };
  throw new Error(
    'Tests need PostgreSQL and Redis: set DATABASE_URL and REDIS_URL, start a Docker engine for testcontainers, ' +
      'or run them locally on 127.0.0.1:5432 and :6379.',
  );
}

async function fromTestcontainers(): Promise<BackingServices | undefined> {
  const { getContainerRuntimeClient, GenericContainer, Wait } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return undefined;
  }
  const [postgres, redis] = await Promise.all([
    new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer('redis:7-alpine').withExposedPorts(6379).start(),
  ]);
  return {
    databaseUrl: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
  };
}

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort), timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
