import { apiSend } from '../../../lib/api-client';
import { useFavoriteCharacterWrite } from '../hooks/use-favorite-character-write';

/** DELETE /api/auth/favorite-characters/{characterId}. */
export const removeFavoriteCharacter = (characterId: number) =>
  apiSend<{ deleted: true }>('DELETE', `/auth/favorite-characters/${characterId}`);

/** Takes the heart off the character, optimistically. */
export const useRemoveFavoriteCharacter = (characterId: number) =>
  useFavoriteCharacterWrite(characterId, {
    favorite: false,
    save: (character) => removeFavoriteCharacter(character.characterId),
  });
