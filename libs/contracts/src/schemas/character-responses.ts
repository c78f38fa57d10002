import { z } from 'zod';

/**
 * A favorite character (issue 19): name and image as the anime's character data gave them when the heart
 * was set (PUT /api/auth/favorite-characters/{characterId} with { animeId }).
 */
export const favoriteCharacter = z.object({
  characterId: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  /** The title whose Characters tab it was favorited from. */
  animeId: z.number(),
  addedAt: z.string(),
});
export type FavoriteCharacter = z.infer<typeof favoriteCharacter>;

/** GET /api/users/{username}/favorite-characters: newest first; hidden from others without showFavorites. */
export const favoriteCharacters = z.object({ items: z.array(favoriteCharacter) });
export type FavoriteCharacters = z.infer<typeof favoriteCharacters>;

/** DELETE /api/auth/favorite-characters/{characterId}. */
export const favoriteCharacterRemoved = z.object({ deleted: z.literal(true) });
export type FavoriteCharacterRemoved = z.infer<typeof favoriteCharacterRemoved>;
