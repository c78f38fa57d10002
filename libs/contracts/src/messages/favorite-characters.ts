import type { FavoriteCharacter, FavoriteCharacters } from '../schemas/character-responses.js';

// The responses are schemas (schemas/character-responses.ts); a type-only export keeps zod out of the main entry.
export type { FavoriteCharacter, FavoriteCharacters };

/**
 * Favorite characters (issue 19): GET /api/users/{username}/favorite-characters (privacy as the favorite
 * anime), PUT /api/auth/favorite-characters/{characterId} with { animeId } and DELETE on the same path.
 * Most characters one user may keep.
 */
export const FAVORITE_CHARACTERS_MAX = 500;
