import type { FavoriteCharacter } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/**
 * PUT /api/auth/favorite-characters/{characterId}: the server takes the name and image from the title's
 * character data; setting it twice answers the same favorite.
 */
export const addFavoriteCharacter = (characterId: number, animeId: number) =>
  apiSend<FavoriteCharacter>('PUT', `/auth/favorite-characters/${characterId}`, { json: { animeId } });
