import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteCharacter } from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/**
 * GET /api/users/{username}/favorite-characters, newest first. It carries the token when there is one:
 * owners see their own even with favorites hidden or the profile private; a 404 is an unknown or private
 * profile, alike.
 */
export async function getFavoriteCharacters(
  username: string,
  signal?: AbortSignal,
): Promise<FavoriteCharacter[]> {
  const path = `/users/${encodeURIComponent(username)}/favorite-characters`;
  return (await apiSend<{ items: FavoriteCharacter[] }>('GET', path, { signal })).items;
}

/** The key of a user's favorite characters as one viewer sees them (signing in or out changes what shows). */
export const favoriteCharactersKey = (username: string, viewerId: string | null | undefined) =>
  ['favorite-characters', username.toLowerCase(), viewerId ?? null] as const;

export const favoriteCharactersQueryOptions = (username: string, viewerId: string | null | undefined) =>
  queryOptions({
    queryKey: favoriteCharactersKey(username, viewerId),
    queryFn: ({ signal }) => getFavoriteCharacters(username, signal),
  });

/** `viewerId` undefined while the session is still loading: the read waits for it. */
export function useFavoriteCharacters(username: string | undefined, viewerId: string | null | undefined) {
  return useQuery({
    ...favoriteCharactersQueryOptions(username ?? '', viewerId),
    enabled: Boolean(username) && viewerId !== undefined,
  });
}
