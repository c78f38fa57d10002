import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { SocialEnv } from '@tracker/config';
import { createRedisClient } from '@tracker/redis';
import type { Redis } from 'ioredis';

import { SOCIAL_ENV } from './social-env.js';

/** The service's one Redis connection for its own keys (rate limits, the notification jobs' marks). */
@Injectable()
export class SocialRedis implements OnApplicationShutdown {
  readonly client: Redis;

  constructor(@Inject(SOCIAL_ENV) env: SocialEnv) {
    this.client = createRedisClient(env.REDIS_URL);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => undefined);
  }
}
