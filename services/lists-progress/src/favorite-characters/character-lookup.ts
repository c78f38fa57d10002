import type { AnimeResourceResponse, JikanCharacterRole } from '@tracker/contracts';
import { badRequest, notFound, unavailable } from '@tracker/redis';

import type { CharacterSnapshot } from './favorite-characters.store.js';

/**
 * The character as the title's character data names it. A character the data lacks is refused; when
 * the data is only what the catalogue held because the public API did not answer (`partial`), a missing
 * character may just not be known yet, so that is a 503 to retry rather than a refusal.
 */
export function characterOf(
  characterId: number,
  animeId: number,
  resource: AnimeResourceResponse<'characters'>,
): CharacterSnapshot {
  const role = resource.data.find((candidate) => candidate.character.mal_id === characterId);
  if (role) return snapshot(role, animeId);
  if (resource.partial) throw charactersUnavailable(animeId);
  throw notFound(`Character ${characterId} is not among the characters of anime ${animeId}.`);
}

export const charactersUnavailable = (animeId: number) =>
  unavailable(
    `The characters of anime ${animeId} cannot be checked right now, so nothing was saved. Please try again in a moment.`,
  );

export const favoritesFull = (max: number) =>
  badRequest(`You can keep at most ${max} favorite characters. Remove one before adding another.`);

function snapshot({ character }: JikanCharacterRole, animeId: number): CharacterSnapshot {
  return {
    characterId: character.mal_id,
    animeId,
    name: character.name,
    // The picture the Characters tab shows.
    image: character.images.webp?.image_url ?? character.images.jpg.image_url ?? null,
  };
}
