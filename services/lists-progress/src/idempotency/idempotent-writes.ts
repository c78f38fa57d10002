import { createHash } from 'node:crypto';

import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ServiceError } from '@tracker/redis';
import { DataSource, type EntityManager } from 'typeorm';

import type { SqlRow } from '../database/sql-row.js';
import { OwnAnswers } from '../own-answers/own-answers.js';
import type { IdempotentWriteEntity } from './idempotent-write.entity.js';

/** How long a key answers its first result: a day, as the IETF Idempotency-Key draft suggests. */
const KEPT_HOURS = 24;
const PRUNE_EVERY_MS = 60 * 60_000;

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request: make a new key for each action.';

/** A keyed write: whose, its key, and a hash of what it asked, to tell a retry from a reused key. */
export interface WriteKey {
  userId: string;
  key: string;
  requestHash: string;
}

/**
 * The key of a write message (as its payload schema read it), or undefined when it carries none. The
 * hash is of the request as read, so a retry matches whatever order its fields came in.
 */
export function writeKeyOf(
  pattern: string,
  { idempotencyKey, ...request }: { userId: string; idempotencyKey?: string | undefined },
): WriteKey | undefined {
  if (idempotencyKey === undefined) return undefined;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([pattern, request]))
    .digest('base64url');
  return { userId: request.userId, key: idempotencyKey, requestHash };
}

/** What a write did: its answer, and what to announce once it is committed (never on a replay). */
export interface Written<T> {
  result: T;
  announce?: () => Promise<void>;
}

/**
 * Runs every list and progress write in one transaction, and a keyed write at most once: the key is
 * claimed in the write's own transaction and its result stored there, so both commit or neither does.
 * A crash mid-write leaves no key and the retry writes; a retry of a committed write finds the key and
 * answers the first result, even if the entry has changed since. A second request with the key while the
 * first still runs waits on the key's row, then answers the same. A refused write (4xx) commits nothing,
 * its key included, so sending it again is refused again.
 *
 * Postgres rather than Redis: the answer must outlive exactly the faults a retry follows (this stack's
 * Redis keeps nothing across a restart, and a restart is one of them), and only a row in the write's own
 * transaction can never disagree with the write.
 */
@Injectable()
export class IdempotentWrites implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(IdempotentWrites.name);
  private pruning?: NodeJS.Timeout;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(OwnAnswers) private readonly answers: OwnAnswers,
  ) {}

  onModuleInit() {
    void this.prune();
    this.pruning = setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
  }

  onModuleDestroy() {
    clearInterval(this.pruning);
  }

  async once<T>(key: WriteKey | undefined, write: (db: EntityManager) => Promise<Written<T>>): Promise<T> {
    const outcome = await this.dataSource.transaction(
      async (db): Promise<{ replay: T; userId: string } | { written: Written<T> }> => {
        if (key && !(await this.claim(db, key))) {
          return { replay: (await this.firstResult(db, key)) as T, userId: key.userId };
        }
        const written = await write(db);
        if (key) {
          await db.query(
            'UPDATE idempotent_writes SET result = $3 WHERE user_id = $1 AND idempotency_key = $2',
            [key.userId, key.key, JSON.stringify({ value: written.result ?? null })],
          );
        }
        return { written };
      },
    );
    if ('replay' in outcome) {
      // The first write's broadcast may have been lost with the reply this retry follows (Redis down):
      // told again, no other replica serves the owner's answers from before it.
      await this.answers.changed([outcome.userId]);
      return outcome.replay;
    }
    await outcome.written.announce?.();
    return outcome.written.result;
  }

  /**
   * True when this transaction holds the key now (new, or older than a day and not yet pruned). Waits
   * while another transaction holds it uncommitted; false once that one has committed.
   */
  private async claim(db: EntityManager, { userId, key, requestHash }: WriteKey): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `INSERT INTO idempotent_writes (user_id, idempotency_key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, idempotency_key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, result = NULL, created_at = now()
         WHERE idempotent_writes.created_at < now() - make_interval(hours => $4)
       RETURNING 1`,
      [userId, key, requestHash, KEPT_HOURS],
    );
    return rows.length > 0;
  }

  private async firstResult(db: EntityManager, { userId, key, requestHash }: WriteKey): Promise<unknown> {
    const [first]: Array<Pick<SqlRow<IdempotentWriteEntity>, 'request_hash' | 'result'>> = await db.query(
      'SELECT request_hash, result FROM idempotent_writes WHERE user_id = $1 AND idempotency_key = $2',
      [userId, key],
    );
    if (first.request_hash !== requestHash) throw new ServiceError('CONFLICT', KEY_REUSED);
    // The holder committed (claim waited for it), and it stores its result in that same transaction.
    return first.result!.value;
  }

  private async prune(): Promise<void> {
    try {
      await this.dataSource.query(
        'DELETE FROM idempotent_writes WHERE created_at < now() - make_interval(hours => $1)',
        [KEPT_HOURS],
      );
    } catch (error) {
      this.logger.warn(`Could not prune old idempotency keys: ${String(error)}`);
    }
  }
}
