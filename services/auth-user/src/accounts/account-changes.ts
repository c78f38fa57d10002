import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import { AUTH, type MessageContract } from '@tracker/contracts';
import { emit, TrackerRedisClient, transportOptions } from '@tracker/redis';

import { AUTH_USER_ENV } from '../common/auth-user-env.js';
import { AccountCache } from './account-cache.js';

/** Long enough for a publish on a busy Redis, short enough never to hold up the change much. */
const ANNOUNCE_TIMEOUT_MS = 2_000;

/**
 * Tells every auth-user replica that an account's row changed, so none serves its in-memory copy. Called
 * once the change is committed: this replica forgets the account at once, the others when the broadcast
 * reaches them, which is before any request the caller sends after its answer (Redis delivers in order).
 */
@Injectable()
export class AccountChanges implements OnApplicationShutdown {
  private readonly logger = new Logger(AccountChanges.name);
  private readonly client: TrackerRedisClient;

  constructor(
    @Inject(AUTH_USER_ENV) env: AuthUserEnv,
    @Inject(AccountCache) private readonly cache: AccountCache,
  ) {
    this.client = new TrackerRedisClient(env.REDIS_PREFIX, transportOptions(env.REDIS_URL));
  }

  /** Never fails the change that triggered it: the cache's short lifetime bounds a lost broadcast. */
  async announce(userId: string): Promise<void> {
    this.cache.invalidate([userId]);
    await broadcastAccountChanged(this.client, userId).catch((error: Error) =>
      this.logger.warn(`Could not announce a changed account: ${error.message}`),
    );
  }

  /** Another broadcast about an account, after its change committed; a failure is logged, never thrown. */
  async broadcast<Q>(contract: MessageContract<Q, void>, payload: Q): Promise<void> {
    await emit(this.client, contract, payload, ANNOUNCE_TIMEOUT_MS).catch((error: Error) =>
      this.logger.warn(`Could not broadcast ${contract.pattern}: ${error.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close().catch(() => undefined);
  }
}

/** The broadcast alone, for a change made outside the service (`npm run admin:promote`). */
export function broadcastAccountChanged(client: TrackerRedisClient, userId: string): Promise<void> {
  return emit(client, AUTH.accountChanged, { userId }, ANNOUNCE_TIMEOUT_MS);
}
