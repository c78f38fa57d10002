import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AuthUserEnv } from '@tracker/config';
import {
  ACCOUNT_DELETION,
  ACCOUNT_DELETION_QUEUE,
  ACCOUNT_DELETION_STEPS,
  type AccountDeletionJob,
  type AccountDeletionStep,
  type MessageContract,
  type UserErase,
  type UserErased,
} from '@tracker/contracts';
import { PeerClient } from '@tracker/microservice';
import { SendError } from '@tracker/redis';
import { type Job, Worker } from 'bullmq';
import { DataSource } from 'typeorm';

import { AccountChanges } from '../accounts/account-changes.js';
import { AUTH_USER_ENV } from '../common/auth-user-env.js';
import {
  ACCOUNT_DELETION_ATTEMPTS,
  ACCOUNT_DELETION_BACKOFF,
  deletionBackoff,
  queueConnection,
  queuePrefix,
} from './account-deletion-queue.js';
import { AccountDeletionsStore } from './account-deletions.store.js';

/** The services' own erase of the account's rows, step by step. */
const ERASES: Partial<Record<AccountDeletionStep, MessageContract<UserErase, UserErased>>> = {
  'lists-progress': ACCOUNT_DELETION.listsErase,
  social: ACCOUNT_DELETION.socialErase,
  dashboard: ACCOUNT_DELETION.dashboardErase,
};

/** A job that takes its replica down this many times in a row fails (BullMQ's stalled count). */
const MAX_STALLS = 10;

/**
 * Runs the account deletions in every replica, one at a time each: the steps in ACCOUNT_DELETION_STEPS'
 * order, each recorded in account_deletions as soon as it is done, so a deletion taken up again (a failed
 * attempt, or a replica that died: BullMQ's stalled-job check hands its job to another) does only the
 * steps left. Every step is idempotent: one run twice by two replicas erases nothing more.
 */
@Injectable()
export class AccountDeletionProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AccountDeletionProcessor.name);
  private worker: Worker<AccountDeletionJob> | undefined;

  constructor(
    @Inject(AUTH_USER_ENV) private readonly env: AuthUserEnv,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AccountDeletionsStore) private readonly store: AccountDeletionsStore,
    @Inject(PeerClient) private readonly peers: PeerClient,
    @Inject(AccountChanges) private readonly changes: AccountChanges,
  ) {}

  onApplicationBootstrap(): void {
    const worker = new Worker<AccountDeletionJob>(ACCOUNT_DELETION_QUEUE, (job) => this.run(job), {
      connection: queueConnection(this.env),
      prefix: queuePrefix(this.env),
      concurrency: 1,
      lockDuration: this.env.ACCOUNT_DELETION_STALLED_MS,
      stalledInterval: this.env.ACCOUNT_DELETION_STALLED_MS,
      maxStalledCount: MAX_STALLS,
      settings: {
        backoffStrategy: (attemptsMade, type) =>
          type === ACCOUNT_DELETION_BACKOFF
            ? deletionBackoff(attemptsMade, this.env.ACCOUNT_DELETION_BACKOFF_MS)
            : -1,
      },
    });
    worker.on('failed', (job, error) =>
      this.logger.warn(`Deletion of ${job?.data.userId} failed an attempt: ${error.message}`),
    );
    worker.on('stalled', (jobId) =>
      this.logger.warn(`Deletion of ${jobId} taken up again: its replica stopped`),
    );
    worker.on('error', (error) => this.logger.warn(`Worker: ${error.message}`));
    this.worker = worker;
  }

  /** One attempt at a deletion: the steps not done yet, then done; a failure is kept on the deletion. */
  async run(job: Pick<Job<AccountDeletionJob>, 'data' | 'attemptsMade' | 'opts'>): Promise<void> {
    const { userId } = job.data;
    try {
      const deletion = await this.store.markRunning(userId);
      // No row: nothing was asked (a job from a wiped table); done: a job run once more after its end.
      if (!deletion || deletion.state === 'done') return;
      for (const step of ACCOUNT_DELETION_STEPS) {
        if (!deletion.steps_done.includes(step)) await this.runStep(step, userId);
      }
      await this.store.markDone(userId);
      this.logger.log(`Account ${userId} deleted`);
    } catch (error) {
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? ACCOUNT_DELETION_ATTEMPTS);
      await this.store
        .recordFailure(userId, reasonOf(error), final)
        .catch((failure: Error) => this.logger.warn(`Deletion of ${userId}: ${failure.message}`));
      throw error;
    }
  }

  /** Does one step and records it done: a service's erase, or auth-user's own rows. */
  private async runStep(step: AccountDeletionStep, userId: string): Promise<void> {
    const erase = ERASES[step];
    if (erase) {
      const { removed } = await this.peers.send(erase, { userId }).catch((error: unknown) => {
        throw new Error(`${step}: ${reasonOf(error)}`);
      });
      this.logger.log(`Deletion of ${userId}: ${step} erased ${removed} rows`);
      await this.store.recordStep(userId, step);
      return;
    }
    await this.dataSource.transaction(async (db) => {
      // The account's row goes last; its revoked tokens (and any image left) go with it (ON DELETE CASCADE).
      if (step === 'media') await db.query('DELETE FROM media WHERE owner_id = $1', [userId]);
      else await db.query('DELETE FROM users WHERE id = $1', [userId]);
      await this.store.recordStep(userId, step, db);
    });
    if (step === 'account') await this.changes.announce(userId);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}

/** A failure in words an admin can act on: a peer's own message, else the error's. */
function reasonOf(error: unknown): string {
  if (error instanceof SendError) return error.payload.message;
  return error instanceof Error ? error.message : String(error);
}
