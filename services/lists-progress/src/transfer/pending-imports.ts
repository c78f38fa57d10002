import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CATALOGUE } from '@tracker/contracts';
import type { MalEntry } from '@tracker/domain';
import { DataSource, type EntityManager } from 'typeorm';

import { ActivityLog } from '../activity/activity-log.js';
import type { SqlRow } from '../database/sql-row.js';
import { EpisodeProgressStore } from '../episodes/episode-progress.store.js';
import { ListEntriesStore } from '../lists/list-entries.store.js';
import { ListEvents } from '../lists/list-events.js';
import { PeerServices } from '../peers/peer-services.js';
import type { ImportPendingEntity } from './import-pending.entity.js';
import { matches, plan, writePlanned } from './import-plan.js';

type PendingRow = Omit<SqlRow<ImportPendingEntity>, 'created_at'>;

/** Pending titles looked at by one sweep: enough for any import, one batch read each 50. */

const SWEEP_MAX_TITLES = 5_000;
/**
 * How often each replica sweeps: catches announcements missed while no replica listened, and asks again
 * for titles whose fetch jobs gave up during a long outage (the catalogue drops those after an hour).
 */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The titles of imports that the catalogue did not hold while the public API could not be asked. Design:
 * the file's entry is stored in `import_pending` (in the import's transaction) and the catalogue is asked
 * to fetch the titles later (`catalogue.anime.fetch-later`: BullMQ jobs, retried with back-off while the
 * public API is down). When it stores one it broadcasts `catalogue.anime.changed`, and whichever replica
 * deletes the pending rows first (DELETE … RETURNING, in a transaction) writes them as list entries, as
 * the import would have. A sweep at start and every hour covers broadcasts missed while no replica was
 * running and fetches that gave up.
 */
@Injectable()
export class PendingImports implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PendingImports.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ListEntriesStore) private readonly entries: ListEntriesStore,
    @Inject(EpisodeProgressStore) private readonly episodes: EpisodeProgressStore,
    @Inject(ActivityLog) private readonly activity: ActivityLog,
    @Inject(ListEvents) private readonly events: ListEvents,
    @Inject(PeerServices) private readonly peers: PeerServices,
  ) {}

  /** Keeps the entries aside in the import's transaction; a title already pending takes the newer entry. */
  async keep(db: EntityManager, userId: string, entries: MalEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await db.query(
      `INSERT INTO import_pending (user_id, anime_id, entry)
       SELECT $1, (item->>'animeId')::int, item FROM jsonb_array_elements($2::jsonb) AS item
       ON CONFLICT (user_id, anime_id) DO UPDATE SET entry = EXCLUDED.entry, created_at = now()`,
      [userId, JSON.stringify(entries)],
    );
  }

  /** Asks the catalogue to fetch the titles; a failure only delays them until the next sweep. */
  async fetchLater(animeIds: number[]): Promise<void> {
    if (animeIds.length === 0) return;
    await this.peers
      .send(CATALOGUE.animeFetchLater, { ids: animeIds })
      .catch((error: Error) => this.logger.warn(`Could not ask for pending titles: ${error.message}`));
  }

  /** Writes the pending entries of the titles the catalogue now holds, among `animeIds`. */
  async complete(animeIds: number[]): Promise<void> {
    const waiting: Array<Pick<PendingRow, 'anime_id'>> = await this.dataSource.query(
      'SELECT DISTINCT anime_id FROM import_pending WHERE anime_id = ANY($1::int[])',
      [animeIds],
    );
    if (waiting.length === 0) return;
    const titles = await this.peers.titleInfo(waiting.map((row) => row.anime_id));
    if (titles.size === 0) return;
    const written = await this.dataSource.transaction(async (db) => {
      // TypeORM answers a DELETE with [rows, count].
      const [rows]: [PendingRow[], number] = await db.query(
        'DELETE FROM import_pending WHERE anime_id = ANY($1::int[]) RETURNING user_id, anime_id, entry',
        [[...titles.keys()]],
      );
      const done = [];
      for (const row of rows) {
        const existing = (await this.entries.one(row.user_id, row.anime_id, db)) ?? undefined;
        const planned = plan(row.entry, titles.get(row.anime_id)!, existing);
        if (matches(planned)) continue;
        const stores = { entries: this.entries, episodes: this.episodes, activity: this.activity };
        const [outcome] = await writePlanned(db, stores, row.user_id, [planned]);
        done.push({ userId: row.user_id, ...outcome });
      }
      return done;
    });
    await this.events.changedMany(written);
  }

  onApplicationBootstrap(): void {
    const sweep = () =>
      void this.sweep().catch((error: Error) =>
        this.logger.warn(`Could not sweep pending imports: ${error.message}`),
      );
    sweep();
    this.timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Completes what the catalogue now holds and asks again for the rest. */
  private async sweep(): Promise<void> {
    const rows: Array<Pick<PendingRow, 'anime_id'>> = await this.dataSource.query(
      'SELECT DISTINCT anime_id FROM import_pending ORDER BY anime_id LIMIT $1',
      [SWEEP_MAX_TITLES],
    );
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.anime_id);
    await this.complete(ids);
    await this.fetchLater(ids);
  }
}
