import { Redis, type RedisOptions } from 'ioredis';

/** Reconnect forever with a short, capped delay: Redis restarts must heal without restarting processes. */
export function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.min(attempt, 4), 1000);
}

/** ioredis options parsed from a redis:// URL, shared by plain clients and the transport. */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}

export function createRedisClient(url: string, options: RedisOptions = {}): Redis {
  return new Redis({
    ...redisOptionsFromUrl(url),
    retryStrategy: reconnectDelay,
    maxRetriesPerRequest: 1,
    ...options,
  });
}
