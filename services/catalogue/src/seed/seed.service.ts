import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { AnimeEntity } from '../anime/anime.entity.js';
import { mapBangumiData, type SeedAnime } from './bangumi.mapper.js';
import type { BangumiData } from './bangumi-item.js';
import { loadBangumiData } from './load-bangumi-data.js';

export interface SeedResult {
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
}

export type SeedProgress = (done: number, total: number) => void;

/** 500 rows × 17 columns stays well under Postgres's 65,535 bind parameters. */
const BATCH_SIZE = 500;
/** Items mapped between two turns of the event loop: a reseed runs beside the replica's live messages. */
const MAP_SLICE = 500;

const COLUMNS: Array<[column: string, field: keyof SeedAnime, cast?: string]> = [
  ['mal_id', 'malId'],
  ['title', 'title'],
  ['title_english', 'titleEnglish'],
  ['title_japanese', 'titleJapanese'],
  ['title_synonyms', 'titleSynonyms', 'text[]'],
  ['titles', 'titles', 'jsonb'],
  ['type', 'type'],
  ['status', 'status'],
  ['airing', 'airing'],
  ['aired_from', 'airedFrom', 'timestamptz'],
  ['aired_to', 'airedTo', 'timestamptz'],
  ['season', 'season'],
  ['year', 'year', 'integer'],
  ['broadcast_day', 'broadcastDay'],
  ['broadcast_time', 'broadcastTime'],
  ['external_links', 'externalLinks', 'jsonb'],
  ['seed_hash', 'seedHash'],
];

/**
 * Seeds the catalogue from bangumi-data. Idempotent: a row is inserted when new, updated when its seed
 * record changed and it was never enriched from the public API, and left alone otherwise.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Seeds only when the catalogue is empty: the first start of a fresh install. */
  async seedIfEmpty(): Promise<SeedResult | null> {
    const count = await this.dataSource.getRepository(AnimeEntity).count();
    if (count > 0) return null;
    this.logger.log('Empty catalogue: seeding from bangumi-data');
    const result = await this.seed();
    this.logger.log(`Seeded ${result.inserted} titles`);
    return result;
  }

  async seed(onProgress?: SeedProgress, data?: BangumiData, now = new Date()): Promise<SeedResult> {
    const rows = await mapInSlices(data ?? (await loadBangumiData()), now);
    const result: SeedResult = { total: rows.length, inserted: 0, updated: 0, unchanged: 0 };
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = rows.slice(start, start + BATCH_SIZE);
      const written = await this.upsert(batch);
      result.inserted += written.filter((row) => row.inserted).length;
      result.updated += written.filter((row) => !row.inserted).length;
      onProgress?.(Math.min(start + BATCH_SIZE, rows.length), rows.length);
    }
    result.unchanged = result.total - result.inserted - result.updated;
    // Fresh statistics right away, so search plans well before autovacuum gets to the table.
    if (result.inserted + result.updated > 0) await this.dataSource.query('ANALYZE anime');
    return result;
  }

  private upsert(batch: SeedAnime[]): Promise<Array<{ inserted: boolean }>> {
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const placeholders = COLUMNS.map(([, field, cast]) => {
        const value = row[field];
        values.push(cast === 'jsonb' ? JSON.stringify(value) : value);
        return cast ? `$${values.length}::${cast}` : `$${values.length}`;
      });
      return `(${placeholders.join(', ')}, 'bangumi-data')`;
    });
    const names = COLUMNS.map(([column]) => column);
    const updates = names.filter((name) => name !== 'mal_id').map((name) => `${name} = EXCLUDED.${name}`);
    return this.dataSource.query(
      `INSERT INTO anime (${names.join(', ')}, origin) VALUES ${tuples.join(', ')}
       ON CONFLICT (mal_id) DO UPDATE SET ${updates.join(', ')}, updated_at = now()
       WHERE anime.fetched_at IS NULL AND anime.seed_hash IS DISTINCT FROM EXCLUDED.seed_hash
       RETURNING (xmax = 0) AS inserted`,
      values,
    );
  }
}

/**
 * {@link mapBangumiData} a slice of items at a time (about a second of work in all), letting the replica
 * answer its messages in between; the first item of a MyAnimeList id wins, as there.
 */
async function mapInSlices(data: BangumiData, now: Date): Promise<SeedAnime[]> {
  const rows = new Map<number, SeedAnime>();
  for (let start = 0; start < data.items.length; start += MAP_SLICE) {
    const slice = { ...data, items: data.items.slice(start, start + MAP_SLICE) };
    for (const row of mapBangumiData(slice, now)) if (!rows.has(row.malId)) rows.set(row.malId, row);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return [...rows.values()];
}
