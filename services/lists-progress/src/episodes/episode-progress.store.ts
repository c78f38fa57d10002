import { Inject, Injectable } from '@nestjs/common';
import type { EpisodeMark, EpisodeProgressMap } from '@tracker/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { isoText } from '../common/iso-text.js';
import type { SqlRow } from '../database/sql-row.js';
import type { EpisodeProgressEntity } from './episode-progress.entity.js';

type MarkRow = Omit<SqlRow<EpisodeProgressEntity>, 'user_id'>;

const MARK_COLUMNS = `anime_id, episode_number, completed, progress, ${isoText('watched_at')} AS watched_at`;

/**
 * Completes an episode unless it already is: a watched episode keeps the time it was first watched, and
 * only rows that really changed come back (so each newly watched episode is told once, even when the same
 * mark arrives many times at once).
 */
const COMPLETE_ON_CONFLICT = `ON CONFLICT (user_id, anime_id, episode_number) DO UPDATE
  SET completed = true, progress = 100, watched_at = EXCLUDED.watched_at
  WHERE NOT episode_progress.completed`;

/**
 * The SQL of episode progress: one row per user, title and episode, written only by upserts on that key,
 * so any number of concurrent marks land once each.
 */
@Injectable()
export class EpisodeProgressStore {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async forAnime(userId: string, animeId: number, db: EntityManager = this.dataSource.manager) {
    const rows: MarkRow[] = await db.query(
      `SELECT ${MARK_COLUMNS} FROM episode_progress
        WHERE user_id = $1 AND anime_id = $2 ORDER BY episode_number`,
      [userId, animeId],
    );
    return rows.map(toMark);
  }

  async all(userId: string): Promise<EpisodeProgressMap> {
    const rows: MarkRow[] = await this.dataSource.query(
      `SELECT ${MARK_COLUMNS} FROM episode_progress WHERE user_id = $1 ORDER BY anime_id, episode_number`,
      [userId],
    );
    const map: EpisodeProgressMap = {};
    for (const row of rows) (map[row.anime_id] ??= {})[row.episode_number] = toMark(row);
    return map;
  }

  async watchedCount(userId: string, animeId: number): Promise<number> {
    const rows: Array<{ count: number }> = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM episode_progress WHERE user_id = $1 AND anime_id = $2 AND completed',
      [userId, animeId],
    );
    return rows[0].count;
  }

  /** Marks the episodes watched; answers how many were not watched before. */
  async complete(
    userId: string,
    animeId: number,
    episodes: { from: number; to: number },
    db: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const rows: unknown[] = await db.query(
      `INSERT INTO episode_progress (user_id, anime_id, episode_number)
       SELECT $1, $2, number FROM generate_series($3::int, $4::int) AS number
       ${COMPLETE_ON_CONFLICT}
       RETURNING episode_number`,
      [userId, animeId, episodes.from, episodes.to],
    );
    return rows.length;
  }

  /** Records how much of an episode was watched; 100 completes it, and a completed one stays completed. */
  async report(
    userId: string,
    animeId: number,
    episodeNumber: number,
    progress: number,
    db: EntityManager = this.dataSource.manager,
  ) {
    if (progress === 100) {
      return {
        newlyCompleted:
          (await this.complete(userId, animeId, { from: episodeNumber, to: episodeNumber }, db)) > 0,
      };
    }
    await db.query(
      `INSERT INTO episode_progress (user_id, anime_id, episode_number, completed, progress)
       VALUES ($1, $2, $3, false, $4)
       ON CONFLICT (user_id, anime_id, episode_number) DO UPDATE
         SET progress = EXCLUDED.progress, watched_at = now()
         WHERE NOT episode_progress.completed`,
      [userId, animeId, episodeNumber, progress],
    );
    return { newlyCompleted: false };
  }

  /** false when the episode had no progress. */
  async remove(
    userId: string,
    animeId: number,
    episodeNumber: number,
    db: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const [, count]: [unknown, number] = await db.query(
      'DELETE FROM episode_progress WHERE user_id = $1 AND anime_id = $2 AND episode_number = $3',
      [userId, animeId, episodeNumber],
    );
    return count > 0;
  }

  /**
   * Makes the title's watched episodes number `count`, as a list import or an edited count says: nothing
   * changes when it already does; otherwise episodes 1..count are watched (stamped `watchedAt`) and any
   * beyond are removed. Answers how many were watched before, or null when nothing changed.
   */
  async setWatchedCount(
    db: EntityManager,
    userId: string,
    animeId: number,
    count: number,
    watchedAt: Date,
  ): Promise<number | null> {
    // One writer at a time per user and title, so two imports cannot interleave their delete and insert.
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [userId, animeId]);
    const [{ current }]: Array<{ current: number }> = await db.query(
      'SELECT count(*)::int AS current FROM episode_progress WHERE user_id = $1 AND anime_id = $2 AND completed',
      [userId, animeId],
    );
    if (current === count) return null;
    await db.query(
      'DELETE FROM episode_progress WHERE user_id = $1 AND anime_id = $2 AND episode_number > $3',
      [userId, animeId, count],
    );
    if (count > 0) {
      await db.query(
        `INSERT INTO episode_progress (user_id, anime_id, episode_number, watched_at)
         SELECT $1, $2, number, $4 FROM generate_series(1, $3::int) AS number
         ${COMPLETE_ON_CONFLICT}`,
        [userId, animeId, count, watchedAt],
      );
    }
    return current;
  }
}

function toMark(row: MarkRow): EpisodeMark {
  return {
    episodeNumber: row.episode_number,
    completed: row.completed,
    progress: row.progress,
    watchedAt: row.watched_at,
  };
}
