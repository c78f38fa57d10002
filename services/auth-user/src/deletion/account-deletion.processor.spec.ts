import type { AuthUserEnv } from '@tracker/config';
import { ACCOUNT_DELETION, type AccountDeletionStep } from '@tracker/contracts';
import type { PeerClient } from '@tracker/microservice';
import { SendError } from '@tracker/redis';
import type { DataSource, EntityManager } from 'typeorm';

import type { AccountChanges } from '../accounts/account-changes.js';
import { AccountDeletionProcessor } from './account-deletion.processor.js';
import { deletionBackoff } from './account-deletion-queue.js';
import type { AccountDeletionRow, AccountDeletionsStore } from './account-deletions.store.js';

const USER_ID = '6f1c2a9e-0d3b-4c5e-8f7a-1b2c3d4e5f60';

/** A deletion of USER_ID that has done `stepsDone`. */
function deletion(stepsDone: AccountDeletionStep[], state: AccountDeletionRow['state'] = 'running') {
  return {
    user_id: USER_ID,
    username: 'faye',
    requested_by: 'admin',
    requested_at: new Date('2026-11-28T10:00:00Z'),
    state,
    steps_done: stepsDone,
    finished_at: null,
    error: null,
  } satisfies AccountDeletionRow;
}

describe(AccountDeletionProcessor.name, () => {
  /** What the job did, in order: erases asked, statements run in auth-user, steps recorded. */
  let done: string[];
  let store: jest.Mocked<
    Pick<AccountDeletionsStore, 'markRunning' | 'recordStep' | 'markDone' | 'recordFailure'>
  >;
  let peers: { send: jest.Mock };
  let processor: AccountDeletionProcessor;
  const job = (attemptsMade = 0) => ({ data: { userId: USER_ID }, attemptsMade, opts: { attempts: 20 } });

  beforeEach(() => {
    done = [];
    store = {
      markRunning: jest.fn(),
      recordStep: jest.fn(async (_userId: string, step: AccountDeletionStep) => {
        done.push(`recorded ${step}`);
      }),
      markDone: jest.fn(async (_userId: string) => {
        done.push('done');
      }),
      recordFailure: jest.fn(async (_userId: string, _error: string, _final: boolean) => undefined),
    };
    peers = {
      send: jest.fn(async ({ pattern }: { pattern: string }) => {
        done.push(pattern);
        return { removed: 1 };
      }),
    };
    const db = {
      query: jest.fn(async (sql: string) => {
        done.push(sql.split(' WHERE')[0]);
      }),
    } as unknown as EntityManager;
    const dataSource = {
      transaction: (work: (manager: EntityManager) => Promise<unknown>) => work(db),
    } as unknown as DataSource;
    const changes = { announce: jest.fn(async () => undefined) } as unknown as AccountChanges;
    processor = new AccountDeletionProcessor(
      {} as AuthUserEnv,
      dataSource,
      store as unknown as AccountDeletionsStore,
      peers as unknown as PeerClient,
      changes,
    );
  });

  it('runs every step in order, recording each as soon as it is done', async () => {
    store.markRunning.mockResolvedValue(deletion([]));
    await processor.run(job());
    expect(done).toEqual([
      ACCOUNT_DELETION.listsErase.pattern,
      'recorded lists-progress',
      ACCOUNT_DELETION.socialErase.pattern,
      'recorded social',
      ACCOUNT_DELETION.dashboardErase.pattern,
      'recorded dashboard',
      'DELETE FROM media',
      'recorded media',
      'DELETE FROM users',
      'recorded account',
      'done',
    ]);
  });

  it('runs only the steps left by a deletion that had done two of them', async () => {
    store.markRunning.mockResolvedValue(deletion(['lists-progress', 'social']));
    await processor.run(job(3));
    expect(done).toEqual([
      ACCOUNT_DELETION.dashboardErase.pattern,
      'recorded dashboard',
      'DELETE FROM media',
      'recorded media',
      'DELETE FROM users',
      'recorded account',
      'done',
    ]);
  });

  it('does nothing for a deletion already done, or one nobody asked for', async () => {
    store.markRunning.mockResolvedValueOnce(deletion([], 'done')).mockResolvedValueOnce(null);
    await processor.run(job());
    await processor.run(job());
    expect(done).toEqual([]);
  });

  it("keeps why an attempt failed, and fails the deletion on the last attempt's failure", async () => {
    store.markRunning.mockResolvedValue(deletion(['lists-progress']));
    peers.send.mockRejectedValue(
      new SendError({ code: 'UNAVAILABLE', message: 'The social service did not answer within 1500 ms.' }),
    );
    await expect(processor.run(job(0))).rejects.toThrow('social: The social service did not answer');
    await expect(processor.run(job(19))).rejects.toThrow('social: The social service did not answer');
    expect(store.recordFailure.mock.calls).toEqual([
      [USER_ID, 'social: The social service did not answer within 1500 ms.', false],
      [USER_ID, 'social: The social service did not answer within 1500 ms.', true],
    ]);
    expect(store.recordStep).not.toHaveBeenCalled();
    expect(store.markDone).not.toHaveBeenCalled();
  });
});

describe(deletionBackoff.name, () => {
  it('doubles from the base after each failed attempt, never waiting more than 15 minutes', () => {
    expect([1, 2, 3, 4].map((attempt) => deletionBackoff(attempt, 5_000))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(deletionBackoff(19, 5_000)).toBe(15 * 60_000);
  });
});
