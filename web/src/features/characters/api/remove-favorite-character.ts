import { apiSend } from '../../../lib/api-client';

/** DELETE /api/auth/favorite-characters/{characterId}. */
export const removeFavoriteCharacter = (characterId: number) =>
  apiSend<{ deleted: true }>('DELETE', `/auth/favorite-characters/${characterId}`);
