import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A user's favorite character: name and image as the title's character data gave them when the heart
 * was set, so listing them never asks the catalogue.
 */
@Entity({ name: 'favorite_characters' })
@Check('favorite_characters_character_id_check', 'character_id > 0')
@Check('favorite_characters_anime_id_check', 'anime_id > 0')
export class FavoriteCharacterEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'favorite_characters_pkey' })
  userId!: string;

  @PrimaryColumn({
    name: 'character_id',
    type: 'integer',
    primaryKeyConstraintName: 'favorite_characters_pkey',
  })
  characterId!: number;

  /** The title whose Characters tab it was favorited from. */
  @Column({ name: 'anime_id', type: 'integer' })
  animeId!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  image!: string | null;

  @Column({ name: 'added_at', type: 'timestamptz', default: () => 'now()' })
  addedAt!: Date;
}
