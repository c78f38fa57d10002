import { hostname } from 'node:os';

import type { BaseEnv } from '@tracker/config';
import { instanceHealth, type ServiceName } from '@tracker/contracts';
import { send, TrackerRedisClient, transportOptions } from '@tracker/redis';

/**
 * For container health checks of services that have no HTTP port: exits 0 when the replica on this host
 * answers its instance health pattern over the transport within 3 s, 1 otherwise.
 */
export async function runHealthProbe(service: ServiceName, env: BaseEnv): Promise<never> {
  const client = new TrackerRedisClient(env.REDIS_PREFIX, {
    ...transportOptions(env.REDIS_URL),
    retryAttempts: 0,
  });
  try {
    const health = await send(client, instanceHealth(service, hostname()), {}, 3000);
    console.log(JSON.stringify(health));
    process.exit(0);
  } catch (error) {
    console.error(`${service} is not healthy: ${(error as Error).message}`);
    process.exit(1);
  } finally {
    await client.close().catch(() => undefined);
  }
}
