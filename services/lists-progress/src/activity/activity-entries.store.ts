import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ACTIVITY_KEPT_PER_USER, type ListStatus } from '@tracker/contracts';
import type { ActivityCursor } from '@tracker/contracts/schemas';
import { DataSource, type EntityManager } from 'typeorm';

import { isoText } from '../common/iso-text.js';
import type { SqlRow } from '../database/sql-row.js';
import type { ActivityEntryEntity } from './activity-entry.entity.js';
import { type EpisodeRun, extendedRun } from './episode-runs.js';

/** Something a write did that the log records. */
export type ActivityFact =
  | { kind: 'added' | 'status_changed'; status: ListStatus }
  | { kind: 'score_set'; score: number }
  | { kind: 'favorite_added' }
  | { kind: 'episodes_watched'; episodes: EpisodeRun };

/** An entry as a page reads it, with its time to the microsecond for the cursor. */
export type ActivityRow = Omit<SqlRow<ActivityEntryEntity>, 'is_private'> & { cursor_at: string };

/** Which entries a page may show. */
export interface ActivityFilter {
  userIds: readonly string[];
  /** Others see no entry about a private list entry. */
  includePrivate: boolean;
  /** The users among userIds whose favorites the reader may see. */
  favoritesOf: readonly string[];
}

/**
 * How often the logs that grew are pruned back to {@link ACTIVITY_KEPT_PER_USER}: pruning on every write
 * read the writer's newest thousand index entries each time, a third of Postgres's work per list write.
 */
const PRUNE_EVERY_MS = 10_000;

type NewestRow = Pick<
  SqlRow<ActivityEntryEntity>,
  'id' | 'kind' | 'anime_id' | 'episode_from' | 'episode_to'
>;

/**
 * The SQL of the activity log. Entries are written in the transaction of the write they record (so a
 * rolled-back or replayed write records nothing), under a lock per user, which makes 'the user's newest
 * entry' one answer while a run of episodes is extended. Each user keeps the newest
 * {@link ACTIVITY_KEPT_PER_USER}.
 */
@Injectable()
export class ActivityEntriesStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ActivityEntriesStore.name);
  /** The users whose log grew since the last prune. */
  private readonly grown = new Set<string>();
  private pruneTimer?: NodeJS.Timeout;
  private pruning = false;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  onModuleInit() {
    this.pruneTimer = setInterval(() => void this.pruneGrown(), PRUNE_EVERY_MS).unref();
  }

  /** A replica that stops before its next prune leaves those logs a few entries long until they grow again. */
  onModuleDestroy() {
    clearInterval(this.pruneTimer);
  }

  async record(
    db: EntityManager,
    userId: string,
    animeId: number,
    isPrivate: boolean,
    facts: readonly ActivityFact[],
  ): Promise<void> {
    if (facts.length === 0) return;
    await this.lock(db, userId);
    let inserted = false;
    for (const fact of facts) {
      if (
        fact.kind === 'episodes_watched' &&
        (await this.extend(db, userId, animeId, isPrivate, fact.episodes))
      ) {
        continue;
      }
      const { status = null, score = null } = fact as { status?: ListStatus; score?: number };
      const episodes = fact.kind === 'episodes_watched' ? fact.episodes : null;
      await db.query(
        `INSERT INTO activity_entries
           (user_id, kind, anime_id, status, score, episode_from, episode_to, is_private)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [userId, fact.kind, animeId, status, score, episodes?.from ?? null, episodes?.to ?? null, isPrivate],
      );
      inserted = true;
    }
    if (inserted) this.grown.add(userId);
  }

  /** The entries about a title follow its list entry's private flag (set, or cleared). */
  async setPrivate(db: EntityManager, userId: string, animeId: number, isPrivate: boolean): Promise<void> {
    await this.lock(db, userId);
    await db.query(
      `UPDATE activity_entries SET is_private = $3
        WHERE user_id = $1 AND anime_id = $2 AND is_private <> $3`,
      [userId, animeId, isPrivate],
    );
  }

  /**
   * Up to `limit` entries after `cursor`, newest first (by the column: `at` is also the ISO text's name).
   * Each user's newest are read along their (user_id, at, id) index, `limit` at most, then merged: with
   * `user_id = ANY(…)` Postgres read every entry of the users and sorted them (1.5 ms for one user's 1,000).
   */
  async page(filter: ActivityFilter, cursor: ActivityCursor | null, limit: number): Promise<ActivityRow[]> {
    const params: unknown[] = [filter.userIds, limit];
    const where = ['e.user_id = author.author_id'];
    if (!filter.includePrivate) where.push('NOT e.is_private');
    if (filter.favoritesOf.length < filter.userIds.length) {
      params.push(filter.favoritesOf);
      where.push(`(e.kind <> 'favorite_added' OR e.user_id = ANY($${params.length}::uuid[]))`);
    }
    if (cursor) {
      params.push(cursor.at, cursor.id);
      where.push(`(e.at, e.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    return this.dataSource.query(
      `SELECT id, user_id, kind, anime_id, status, score, episode_from, episode_to, ${isoText('at')} AS at,
              to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
         FROM unnest($1::uuid[]) AS author (author_id)
         CROSS JOIN LATERAL (
           SELECT e.id, e.user_id, e.kind, e.anime_id, e.status, e.score, e.episode_from, e.episode_to, e.at
             FROM activity_entries e WHERE ${where.join(' AND ')}
            ORDER BY e.at DESC, e.id DESC LIMIT $2
         ) AS newest
        ORDER BY newest.at DESC, newest.id DESC LIMIT $2`,
      params,
    );
  }

  /** One writer of a user's log at a time, until the write's transaction ends. */
  private async lock(db: EntityManager, userId: string): Promise<void> {
    await db.query("SELECT pg_advisory_xact_lock(hashtextextended('activity:' || $1, 0))", [userId]);
  }

  /** Extends the user's newest entry when it is a run of this title the episodes continue. */
  private async extend(
    db: EntityManager,
    userId: string,
    animeId: number,
    isPrivate: boolean,
    episodes: EpisodeRun,
  ): Promise<boolean> {
    const [newest]: NewestRow[] = await db.query(
      `SELECT id, kind, anime_id, episode_from, episode_to FROM activity_entries
        WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT 1`,
      [userId],
    );
    if (newest?.kind !== 'episodes_watched' || newest.anime_id !== animeId) return false;
    const run = extendedRun({ from: newest.episode_from!, to: newest.episode_to! }, episodes);
    if (!run) return false;
    await db.query(
      `UPDATE activity_entries
          SET episode_from = $2, episode_to = $3, is_private = $4, at = clock_timestamp()
        WHERE id = $1`,
      [newest.id, run.from, run.to, isPrivate],
    );
    return true;
  }

  /**
   * Drops, of each user whose log grew, the entries beyond the newest ACTIVITY_KEPT_PER_USER (one index
   * range each). A user whose prune failed is pruned next time.
   */
  async pruneGrown(): Promise<void> {
    if (this.pruning) return;
    this.pruning = true;
    try {
      for (const userId of [...this.grown]) {
        this.grown.delete(userId);
        await this.dataSource
          .query(
            `DELETE FROM activity_entries WHERE user_id = $1 AND (at, id) <= (
               SELECT at, id FROM activity_entries WHERE user_id = $1
                ORDER BY at DESC, id DESC OFFSET $2 LIMIT 1)`,
            [userId, ACTIVITY_KEPT_PER_USER],
          )
          .catch((error: Error) => {
            this.grown.add(userId);
            this.logger.warn(`Pruning the activity of ${userId} failed: ${error.message}`);
          });
      }
    } finally {
      this.pruning = false;
    }
  }
}
