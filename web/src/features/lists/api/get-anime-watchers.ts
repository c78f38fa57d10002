import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnimeWatcher } from '@tracker/contracts';

import { apiGet } from '../../../lib/api-client';

/** GET /api/users/anime/{animeId}: public profiles with the title on a list (the server caches 5 minutes). */
export const getAnimeWatchers = async (animeId: number, signal?: AbortSignal) =>
  (await apiGet<{ users: AnimeWatcher[] }>(`/users/anime/${animeId}`, { signal })).users;

export const animeWatchersQueryOptions = (animeId: number) =>
  queryOptions({
    queryKey: ['anime-watchers', animeId],
    queryFn: ({ signal }) => getAnimeWatchers(animeId, signal),
  });

export function useAnimeWatchers(animeId: number) {
  return useQuery(animeWatchersQueryOptions(animeId));
}
