import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import { ACCOUNT_DELETION_JOB, ACCOUNT_DELETION_QUEUE, type AccountDeletionJob } from '@tracker/contracts';
import { KEY_AREAS, redisKey, redisOptionsFromUrl } from '@tracker/redis';
import { type ConnectionOptions, Queue } from 'bullmq';

import { AUTH_USER_ENV } from '../common/auth-user-env.js';
import { AccountDeletionsStore } from './account-deletions.store.js';

/** A step fails for as long as a service is down: tried again for a day or so before the deletion fails. */
export const ACCOUNT_DELETION_ATTEMPTS = 20;
/** The custom back-off of {@link ACCOUNT_DELETION_ATTEMPTS}: exponential, capped. */
export const ACCOUNT_DELETION_BACKOFF = 'capped-exponential';
const BACKOFF_CAP_MS = 15 * 60_000;

/** The delay before attempt `attemptsMade + 1`: the base doubling each time, never past 15 minutes. */
export function deletionBackoff(attemptsMade: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attemptsMade - 1), BACKOFF_CAP_MS);
}

/** BullMQ needs blocking commands to wait for ever. */
export function queueConnection(env: AuthUserEnv): ConnectionOptions {
  return { ...redisOptionsFromUrl(env.REDIS_URL), maxRetriesPerRequest: null };
}

/** The catalogue's queue prefix: every queue of the stack under `<prefix>:queue:`. */
export function queuePrefix(env: AuthUserEnv): string {
  return redisKey(env.REDIS_PREFIX, KEY_AREAS.queue);
}

/**
 * auth-user's deletion jobs, one per account (its id is the account's), kept in Redis across restarts;
 * any replica's worker runs them ({@link AccountDeletionProcessor}).
 */
@Injectable()
export class AccountDeletionQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccountDeletionQueue.name);
  readonly queue: Queue<AccountDeletionJob>;

  constructor(
    @Inject(AUTH_USER_ENV) env: AuthUserEnv,
    @Inject(AccountDeletionsStore) private readonly store: AccountDeletionsStore,
  ) {
    this.queue = new Queue<AccountDeletionJob>(ACCOUNT_DELETION_QUEUE, {
      connection: queueConnection(env),
      prefix: queuePrefix(env),
      defaultJobOptions: {
        attempts: ACCOUNT_DELETION_ATTEMPTS,
        backoff: { type: ACCOUNT_DELETION_BACKOFF },
        removeOnComplete: 1000,
        // Failed jobs stay for inspection (STYLE: keep failed jobs); asking again retries one.
        removeOnFail: false,
      },
    });
    this.queue.on('error', (error) => this.logger.warn(`Queue: ${error.message}`));
  }

  /**
   * Makes sure the account's deletion job exists: a queued or running one is not added twice, and one
   * whose attempts were spent runs again with fresh attempts.
   */
  async add(userId: string): Promise<void> {
    await this.queue.add(ACCOUNT_DELETION_JOB, { userId }, { jobId: userId });
    const job = await this.queue.getJob(userId);
    if (job && (await job.getState()) === 'failed') {
      // Another replica may have retried it first: then it is no longer failed, which is all we want.
      await job
        .retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true })
        .catch(() => undefined);
    }
  }

  /**
   * A replica that died between committing a deletion and queueing its job left a deletion without one:
   * every start queues the unfinished ones again (adding an existing job changes nothing).
   */
  async onApplicationBootstrap(): Promise<void> {
    for (const userId of await this.store.unfinished()) {
      await this.add(userId).catch((error: Error) =>
        this.logger.warn(`Deletion of ${userId} not queued again: ${error.message}`),
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
