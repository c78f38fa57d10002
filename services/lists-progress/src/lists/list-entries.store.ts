import { Inject, Injectable } from '@nestjs/common';
import type { ListEntry, ListStatus } from '@tracker/contracts';
import { DataSource, type EntityManager } from 'typeorm';

import { isoText } from '../common/iso-text.js';
import type { SqlRow } from '../database/sql-row.js';
import type { ListEntryEntity } from './list-entry.entity.js';

/** A list_entries row with its episodes watched (counted from episode_progress), as SQL returns it. */
type EntryRow = Omit<SqlRow<ListEntryEntity>, 'user_id'> & { episodes_watched: number };

/** An entry with the time it was last set to completed (not part of the spec's entry). */
export type StoredEntry = ListEntry & { completedAt: string | null };

/** The columns a write may set; what is left out keeps its value (or its default on insert). */
export interface EntryChanges {
  status?: ListStatus | null;
  score?: number | null;
  isFavorite?: boolean;
  timesRewatched?: number;
  isPrivate?: boolean;
  /** For imports: when the title was completed; otherwise now, when the status becomes completed. */
  completedAt?: Date | null;
}

export interface UpsertOutcome {
  entry: StoredEntry | null;
  inserted: boolean;
  previousStatus: ListStatus | null;
  previousScore: number | null;
  wasFavorite: boolean;
}

const COLUMNS: Record<Exclude<keyof EntryChanges, 'completedAt'>, string> = {
  status: 'status',
  score: 'score',
  isFavorite: 'is_favorite',
  timesRewatched: 'times_rewatched',
  isPrivate: 'is_private',
};

const ENTRY_COLUMNS = `e.id, e.anime_id, e.status, e.score, e.times_rewatched, e.is_private, e.is_favorite,
  ${isoText('e.completed_at')} AS completed_at, ${isoText('e.created_at')} AS created_at,
  ${isoText('e.updated_at')} AS updated_at`;

/** The episodes watched of the list entry `e`. */
const EPISODES_WATCHED = `(SELECT count(*) FROM episode_progress p
   WHERE p.user_id = e.user_id AND p.anime_id = e.anime_id AND p.completed)::int`;

const SELECT_ENTRY = `SELECT ${ENTRY_COLUMNS}, ${EPISODES_WATCHED} AS episodes_watched FROM list_entries e`;

/**
 * Every entry of a user with its episodes watched, counted in one pass over the user's progress: a count
 * per entry (as {@link SELECT_ENTRY} does for one) took twice as long to plan and run for 200 entries.
 */
const SELECT_ALL_ENTRIES = `
  SELECT ${ENTRY_COLUMNS}, coalesce(p.watched, 0) AS episodes_watched
    FROM list_entries e
    LEFT JOIN (SELECT anime_id, count(*)::int AS watched FROM episode_progress
                WHERE user_id = $1 AND completed GROUP BY anime_id) p ON p.anime_id = e.anime_id`;

/**
 * The SQL of list entries. Every write is one statement (an upsert on the (user, title) key, or an
 * update that checks the old value in its WHERE), so concurrent writes never lose each other.
 */
@Injectable()
export class ListEntriesStore {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async all(userId: string, { includePrivate = true } = {}): Promise<StoredEntry[]> {
    const rows: EntryRow[] = await this.dataSource.query(
      `${SELECT_ALL_ENTRIES} WHERE e.user_id = $1 ${includePrivate ? '' : 'AND NOT e.is_private'}
       ORDER BY e.updated_at DESC, e.anime_id`,
      [userId],
    );
    return rows.map(toEntry);
  }

  async one(userId: string, animeId: number, db: EntityManager = this.dataSource.manager) {
    const rows: EntryRow[] = await db.query(`${SELECT_ENTRY} WHERE e.user_id = $1 AND e.anime_id = $2`, [
      userId,
      animeId,
    ]);
    return rows[0] ? toEntry(rows[0]) : null;
  }

  /**
   * Inserts the entry or changes the given columns of the existing one, in one statement. A status set
   * to completed stamps completed_at (kept when it already was completed); any other status clears it.
   */
  async upsert(
    userId: string,
    animeId: number,
    changes: EntryChanges,
    db: EntityManager = this.dataSource.manager,
  ): Promise<UpsertOutcome> {
    const params: unknown[] = [userId, animeId];
    const columns: string[] = [];
    for (const [key, column] of Object.entries(COLUMNS)) {
      const value = changes[key as keyof typeof COLUMNS];
      if (value === undefined) continue;
      params.push(value);
      columns.push(column);
    }
    const placeholders = columns.map((_, index) => `$${index + 3}`);
    const updates = columns.map((column) => `${column} = EXCLUDED.${column}`);
    if (changes.status !== undefined) {
      params.push(changes.completedAt ?? null);
      const stamp = `$${params.length}::timestamptz`;
      columns.push('completed_at');
      placeholders.push(
        `CASE WHEN $${columns.indexOf('status') + 3} = 'completed' THEN coalesce(${stamp}, now()) END`,
      );
      updates.push(`completed_at = CASE
        WHEN EXCLUDED.status IS DISTINCT FROM 'completed' THEN NULL
        WHEN ${stamp} IS NOT NULL THEN ${stamp}
        WHEN e.status = 'completed' THEN e.completed_at
        ELSE now() END`);
    }
    // The entry as written comes back with the write: a write that leaves it something to keep (nearly
    // all) costs one statement, not three.
    const [row]: Array<
      EntryRow & {
        inserted: boolean;
        previous_status: ListStatus | null;
        previous_score: number | null;
        was_favorite: boolean | null;
      }
    > = await db.query(
      `WITH previous AS (
           SELECT status, score, is_favorite FROM list_entries WHERE user_id = $1 AND anime_id = $2
         )
         INSERT INTO list_entries AS e (user_id, anime_id${columns.map((column) => `, ${column}`).join('')})
         VALUES ($1, $2${placeholders.map((placeholder) => `, ${placeholder}`).join('')})
         ON CONFLICT (user_id, anime_id) DO UPDATE SET ${[...updates, 'updated_at = now()'].join(', ')}
         RETURNING ${ENTRY_COLUMNS}, ${EPISODES_WATCHED} AS episodes_watched,
                   (e.xmax = 0) AS inserted, (SELECT status FROM previous) AS previous_status,
                   (SELECT score FROM previous) AS previous_score,
                   (SELECT is_favorite FROM previous) AS was_favorite`,
      params,
    );
    const empty = row.status === null && !row.is_favorite && row.score === null;
    return {
      entry: empty ? await this.dropIfEmpty(userId, animeId, db) : toEntry(row),
      inserted: row.inserted,
      previousStatus: row.previous_status,
      previousScore: row.previous_score,
      wasFavorite: row.was_favorite ?? false,
    };
  }

  /**
   * Clears one status, the favorite flag or the score, only if the entry has it: false when it had not.
   * An entry left with no status, favorite or score is deleted.
   */
  async clear(
    userId: string,
    animeId: number,
    what: 'status' | 'favorite' | 'rating',
    status?: ListStatus,
    db: EntityManager = this.dataSource.manager,
  ): Promise<{ cleared: boolean; entry: StoredEntry | null }> {
    const change = {
      status: ['status = NULL, completed_at = NULL', 'status = $3'],
      favorite: ['is_favorite = false', 'is_favorite'],
      rating: ['score = NULL', 'score IS NOT NULL'],
    }[what];
    const params = what === 'status' ? [userId, animeId, status] : [userId, animeId];
    const [, count]: [unknown, number] = await db.query(
      `UPDATE list_entries SET ${change[0]}, updated_at = now()
        WHERE user_id = $1 AND anime_id = $2 AND ${change[1]}`,
      params,
    );
    return { cleared: count > 0, entry: await this.dropIfEmpty(userId, animeId, db) };
  }

  /** Takes the title off all five statuses; false when it was on none. */
  async clearStatus(userId: string, animeId: number, db: EntityManager = this.dataSource.manager) {
    const [, count]: [unknown, number] = await db.query(
      `UPDATE list_entries SET status = NULL, completed_at = NULL, updated_at = now()
        WHERE user_id = $1 AND anime_id = $2 AND status IS NOT NULL`,
      [userId, animeId],
    );
    return { cleared: count > 0, entry: await this.dropIfEmpty(userId, animeId, db) };
  }

  /** The titles on any of the user's lists (or rated, or favorite). */
  async animeIds(userId: string): Promise<Set<number>> {
    const rows: Array<Pick<EntryRow, 'anime_id'>> = await this.dataSource.query(
      'SELECT anime_id FROM list_entries WHERE user_id = $1',
      [userId],
    );
    return new Set(rows.map((row) => row.anime_id));
  }

  private async dropIfEmpty(userId: string, animeId: number, db: EntityManager = this.dataSource.manager) {
    await db.query(
      `DELETE FROM list_entries WHERE user_id = $1 AND anime_id = $2
          AND status IS NULL AND NOT is_favorite AND score IS NULL`,
      [userId, animeId],
    );
    return this.one(userId, animeId, db);
  }
}

function toEntry(row: EntryRow): StoredEntry {
  return {
    id: row.id,
    animeId: row.anime_id,
    status: row.status,
    score: row.score,
    episodesWatched: row.episodes_watched,
    timesRewatched: row.times_rewatched,
    isPrivate: row.is_private,
    isFavorite: row.is_favorite,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  };
}

/** The spec's entry, without the store's extra field. */
export function publicEntry({ completedAt: _completedAt, ...entry }: StoredEntry): ListEntry {
  return entry;
}
