import type { EntityManager } from 'typeorm';

/** Two people in the order the conversations table keeps them: the smaller id first. */
export function pairOf(a: string, b: string): [low: string, high: string] {
  return a < b ? [a, b] : [b, a];
}

/**
 * Runs `work` in a transaction holding a lock on the pair of people, whoever of the two acts: requests,
 * answers, removals and blocks between the same two people run one at a time, so two taps (or the two
 * people asking each other at once) cannot both pass a check before either writes.
 */
export async function withPairLock<T>(
  manager: EntityManager,
  a: string,
  b: string,
  work: (db: EntityManager) => Promise<T>,
): Promise<T> {
  return manager.transaction(async (db) => {
    await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [pairOf(a, b).join(':')]);
    return work(db);
  });
}
