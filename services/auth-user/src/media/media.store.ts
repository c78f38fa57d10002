import { Inject, Injectable } from '@nestjs/common';
import type { ImageKind } from '@tracker/contracts';
import { DataSource } from 'typeorm';

/** Where re-encoded images live. One small interface, so object storage could replace Postgres later. */
export interface MediaStore {
  /** Stores the bytes and returns their new id. */
  save(ownerId: string, kind: ImageKind, contentType: string, bytes: Buffer): Promise<string>;
  read(id: string): Promise<{ contentType: string; bytes: Buffer } | null>;
  /** Deletes the owner's images of this kind but `keepId` (all of them when null): the replaced ones. */
  deleteAllBut(ownerId: string, kind: ImageKind, keepId: string | null): Promise<void>;
}

export const MEDIA_STORE = Symbol('MEDIA_STORE');

/** Images as bytea rows: every replica can serve them, and they go with the user's row on delete. */
@Injectable()
export class PostgresMediaStore implements MediaStore {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async save(ownerId: string, kind: ImageKind, contentType: string, bytes: Buffer): Promise<string> {
    const [row] = await this.dataSource.query<Array<{ id: string }>>(
      'INSERT INTO media (owner_id, kind, content_type, bytes) VALUES ($1, $2, $3, $4) RETURNING id',
      [ownerId, kind, contentType, bytes],
    );
    return row.id;
  }

  async read(id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    const rows = await this.dataSource.query<Array<{ content_type: string; bytes: Buffer }>>(
      'SELECT content_type, bytes FROM media WHERE id = $1',
      [id],
    );
    return rows[0] ? { contentType: rows[0].content_type, bytes: rows[0].bytes } : null;
  }

  async deleteAllBut(ownerId: string, kind: ImageKind, keepId: string | null): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM media WHERE owner_id = $1 AND kind = $2 AND id IS DISTINCT FROM $3',
      [ownerId, kind, keepId],
    );
  }
}
