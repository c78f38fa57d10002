import { Inject, Injectable } from '@nestjs/common';
import type { UserErased } from '@tracker/contracts';
import { DataSource } from 'typeorm';

import { OwnAnswers } from '../own-answers/own-answers.js';
import { WatchersCache } from '../public/watchers-cache.js';

/** Every table of the schema that holds a user's rows, each by its user_id column. */
export const USER_TABLES = [
  'list_entries',
  'episode_progress',
  'favorite_characters',
  'activity_entries',
  'import_pending',
  'idempotent_writes',
] as const;

/**
 * An account deleted (auth-user's deletion job): every row of it goes, in one transaction. Run again it
 * finds nothing, so a deletion taken up after a crash may ask twice.
 */
@Injectable()
export class UserEraseService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(OwnAnswers) private readonly answers: OwnAnswers,
    @Inject(WatchersCache) private readonly watchers: WatchersCache,
  ) {}

  async erase(userId: string): Promise<UserErased> {
    const { removed, titles } = await this.dataSource.transaction(async (db) => {
      let count = 0;
      let listed: number[] = [];
      for (const table of USER_TABLES) {
        const [rows, deleted] = await db.query<[Array<{ anime_id?: number }>, number]>(
          `DELETE FROM ${table} WHERE user_id = $1${table === 'list_entries' ? ' RETURNING anime_id' : ''}`,
          [userId],
        );
        if (table === 'list_entries') listed = rows.map((row) => Number(row.anime_id));
        count += deleted;
      }
      return { removed: count, titles: listed };
    });
    // As after a write: every replica (and the gateway) drops the user's kept answers, and the titles'
    // watcher lists drop the user.
    await this.answers.changed([userId]);
    for (const animeId of titles) await this.watchers.forget(animeId);
    return { removed };
  }
}
