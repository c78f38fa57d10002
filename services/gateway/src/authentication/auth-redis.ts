import {
  Inject,
  Injectable,
  type OnApplicationShutdown,
  type Provider,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import { createRedisClient } from '@tracker/redis';
import type { Redis } from 'ioredis';

import { GATEWAY_ENV } from '../transport/service-clients.js';

/** The connection the revocation list and the attempt counters share: state every replica must see. */
export const AUTH_REDIS = Symbol('AUTH_REDIS');

@Injectable()
export class AuthRedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(AUTH_REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

export const authRedisProviders: Provider[] = [
  {
    provide: AUTH_REDIS,
    inject: [GATEWAY_ENV],
    useFactory: (env: GatewayEnv) => {
      // Every signed-in request reads its session with one HMGET. Written one by one, each cost a write
      // syscall (a fifth of the gateway's busy time on GET /api/auth/me); pipelined (ioredis flushes on
      // setImmediate), the reads of one event-loop turn share one write.
      const redis = createRedisClient(env.REDIS_URL, { enableAutoPipelining: true });
      // Failures surface on the calls that need Redis; the connection heals by itself.
      redis.on('error', () => undefined);
      return redis;
    },
  },
  AuthRedisLifecycle,
];

/**
 * Runs a Redis call the auth routes cannot do without: while Redis is down they answer 503 with a
 * message a person can act on, not a bare 500.
 */
export async function withAuthRedis<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw new ServiceUnavailableException('Sign-in is unavailable right now. Please try again in a moment.');
  }
}
