import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

import type { AnimeResourceEntity } from './anime-resource.entity.js';

export type StoredResource = Pick<AnimeResourceEntity, 'body' | 'fetchedAt'>;

/**
 * Jikan bodies of detail sub-resources in Postgres ({@link AnimeResourceEntity}): what survives Redis and
 * the public API failing. Typed SQL: the relations walk reads a field of many bodies in one query.
 */
@Injectable()
export class AnimeResourcesStore {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async get(malId: number, kind: string, page = 1): Promise<StoredResource | null> {
    const rows: Array<{ body: StoredResource['body']; fetched_at: Date }> = await this.dataSource.query(
      'SELECT body, fetched_at FROM anime_resources WHERE mal_id = $1 AND kind = $2 AND page = $3',
      [malId, kind, page],
    );
    return rows[0] ? { body: rows[0].body, fetchedAt: rows[0].fetched_at } : null;
  }

  /** Stored relations of many anime at once, for walking a franchise. */
  async relationsOf(malIds: number[]): Promise<Map<number, unknown>> {
    const rows: Array<{ mal_id: number; data: unknown }> = await this.dataSource.query(
      `SELECT mal_id, body->'data' AS data FROM anime_resources WHERE kind = 'relations' AND page = 1 AND mal_id = ANY($1)`,
      [malIds],
    );
    return new Map(rows.map((row) => [row.mal_id, row.data]));
  }

  async put(malId: number, kind: string, page: number, body: StoredResource['body']): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO anime_resources (mal_id, kind, page, body, fetched_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (mal_id, kind, page) DO UPDATE SET body = EXCLUDED.body, fetched_at = now()`,
      [malId, kind, page, JSON.stringify(body)],
    );
  }
}
