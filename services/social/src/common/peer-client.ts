import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import { TrackerRedisClient, transportOptions } from '@tracker/redis';

import { SOCIAL_ENV } from './social-env.js';

/**
 * The service's one client on the transport, for what it asks other services (auth-user's profiles) and
 * what it tells them (the gateway's pushes): one pair of Redis connections, closed once at shutdown.
 */
@Injectable()
export class PeerClient extends TrackerRedisClient implements OnApplicationShutdown {
  constructor(@Inject(SOCIAL_ENV) env: BaseEnv) {
    super(env.REDIS_PREFIX, transportOptions(env.REDIS_URL));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close().catch(() => undefined);
  }
}
