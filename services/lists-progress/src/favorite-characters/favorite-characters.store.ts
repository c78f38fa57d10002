import { Inject, Injectable } from '@nestjs/common';
import { FAVORITE_CHARACTERS_MAX, type FavoriteCharacter } from '@tracker/contracts';
import { DataSource } from 'typeorm';

import { isoText } from '../common/iso-text.js';
import type { SqlRow } from '../database/sql-row.js';
import type { FavoriteCharacterEntity } from './favorite-character.entity.js';

type CharacterRow = Omit<SqlRow<FavoriteCharacterEntity>, 'user_id'>;

const COLUMNS = `character_id, anime_id, name, image, ${isoText('added_at')} AS added_at`;

/** What a character's data names: kept as it was when the heart was set. */
export interface CharacterSnapshot {
  characterId: number;
  animeId: number;
  name: string;
  image: string | null;
}

/** The outcome of an add: the row, or `full` when the user already keeps the most allowed. */
export type AddOutcome = { row: FavoriteCharacter } | { full: true };

/** The SQL of favorite_characters. */
@Injectable()
export class FavoriteCharactersStore {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Newest first. */
  async all(userId: string): Promise<FavoriteCharacter[]> {
    const rows: CharacterRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM favorite_characters WHERE user_id = $1 ORDER BY added_at DESC, character_id`,
      [userId],
    );
    return rows.map(toFavorite);
  }

  async one(userId: string, characterId: number): Promise<FavoriteCharacter | null> {
    const rows: CharacterRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM favorite_characters WHERE user_id = $1 AND character_id = $2`,
      [userId, characterId],
    );
    return rows[0] ? toFavorite(rows[0]) : null;
  }

  /**
   * Stores the character unless it is already there (then answers the stored row). The count and the
   * insert run under a lock on the user, so two hearts at once cannot pass the cap together.
   */
  add(userId: string, character: CharacterSnapshot): Promise<AddOutcome> {
    return this.dataSource.transaction(async (db) => {
      await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('favorite_characters:' || $1, 0))`, [
        userId,
      ]);
      const existing: CharacterRow[] = await db.query(
        `SELECT ${COLUMNS} FROM favorite_characters WHERE user_id = $1 AND character_id = $2`,
        [userId, character.characterId],
      );
      if (existing[0]) return { row: toFavorite(existing[0]) };
      const [{ kept }]: Array<{ kept: number }> = await db.query(
        'SELECT count(*)::int AS kept FROM favorite_characters WHERE user_id = $1',
        [userId],
      );
      if (kept >= FAVORITE_CHARACTERS_MAX) return { full: true };
      const inserted: CharacterRow[] = await db.query(
        `INSERT INTO favorite_characters (user_id, character_id, anime_id, name, image)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [userId, character.characterId, character.animeId, character.name, character.image],
      );
      return { row: toFavorite(inserted[0]) };
    });
  }

  /** True when there was one to remove. */
  async remove(userId: string, characterId: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      'DELETE FROM favorite_characters WHERE user_id = $1 AND character_id = $2',
      [userId, characterId],
    );
    return affected > 0;
  }
}

function toFavorite(row: CharacterRow): FavoriteCharacter {
  return {
    characterId: row.character_id,
    name: row.name,
    image: row.image,
    animeId: row.anime_id,
    addedAt: row.added_at,
  };
}
