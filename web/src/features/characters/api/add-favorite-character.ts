import type { FavoriteCharacter } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';
import { useFavoriteCharacterWrite } from '../hooks/use-favorite-character-write';

/**
 * PUT /api/auth/favorite-characters/{characterId}: the server takes the name and image from the title's
 * character data; setting it twice answers the same favorite.
 */
export const addFavoriteCharacter = (characterId: number, animeId: number) =>
  apiSend<FavoriteCharacter>('PUT', `/auth/favorite-characters/${characterId}`, { json: { animeId } });

/** Hearts the character, optimistically. */
export const useAddFavoriteCharacter = (characterId: number) =>
  useFavoriteCharacterWrite(characterId, {
    favorite: true,
    save: (character) => addFavoriteCharacter(character.characterId, character.animeId),
  });
