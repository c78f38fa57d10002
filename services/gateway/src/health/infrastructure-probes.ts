import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import { createRedisClient, liveReplicas, replicaSetKey } from '@tracker/redis';
import type { Redis } from 'ioredis';
import pg from 'pg';

import { GATEWAY_ENV } from '../transport/service-clients.js';

/**
 * Pings Postgres and Redis for /api/health, and reads the transport's heartbeat sets for the admin panel;
 * the gateway keeps no domain data in either.
 */
@Injectable()
export class InfrastructureProbes implements OnApplicationShutdown {
  private readonly pool: pg.Pool;
  private readonly redis: Redis;

  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {
    this.pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2, connectionTimeoutMillis: 2000 });
    this.pool.on('error', () => undefined);
    this.redis = createRedisClient(env.REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    this.redis.on('error', () => undefined);
    void this.redis.connect().catch(() => undefined);
  }

  async postgres(): Promise<void> {
    await this.pool.query({ text: 'SELECT 1', query_timeout: 2000 } as pg.QueryConfig);
  }

  async redisPing(): Promise<void> {
    await this.redis.ping();
  }

  /** The live replicas of a group (a service's name, or 'gateway'); none while Redis does not answer. */
  async replicas(group: string): Promise<string[]> {
    return liveReplicas(this.redis, replicaSetKey(this.env.REDIS_PREFIX, group)).catch(() => []);
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
    await this.pool.end().catch(() => undefined);
  }
}
