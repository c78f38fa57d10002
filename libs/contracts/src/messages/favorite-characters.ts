import type {
  FavoriteCharacter,
  FavoriteCharacterRemoved,
  FavoriteCharacters,
} from '../schemas/character-responses.js';
import type {
  FavoriteCharacterAdd,
  FavoriteCharacterBody,
  FavoriteCharacterRemove,
  UserListsRequest,
} from '../schemas/lists-payloads.js';
import { request } from './message.js';

// The payloads are their schemas' types (schemas/lists-payloads.ts): the contract and its check are one.
export type { FavoriteCharacterAdd, FavoriteCharacterBody, FavoriteCharacterRemove };

// The responses are schemas (schemas/character-responses.ts); a type-only export keeps zod out of the main entry.
export type { FavoriteCharacter, FavoriteCharacterRemoved, FavoriteCharacters };

/**
 * Favorite characters (issue 19): GET /api/users/{username}/favorite-characters (privacy as the favorite
 * anime), PUT /api/auth/favorite-characters/{characterId} with { animeId } and DELETE on the same path.
 * Most characters one user may keep.
 */
export const FAVORITE_CHARACTERS_MAX = 500;

/** Kept by lists-progress, beside the user's favorite anime. */
export const FAVORITE_CHARACTERS = {
  /** A visible profile's favorite characters, newest first ({ username, viewerId } as the lists). */
  list: request<UserListsRequest, FavoriteCharacters>('lists-progress', 'lists.favorite-characters.list'),
  /** Name and image come from the title's character data, never from the client. */
  add: request<FavoriteCharacterAdd, FavoriteCharacter>('lists-progress', 'lists.favorite-characters.add'),
  remove: request<FavoriteCharacterRemove, FavoriteCharacterRemoved>(
    'lists-progress',
    'lists.favorite-characters.remove',
  ),
};
