import { useQuery } from '@tanstack/react-query';
import type { AnimeWatcher } from '@tracker/contracts';

import { apiGet } from '../../../lib/api-client';

/** Spec §7 users by anime: public profiles with the title on a list (the server caches 5 minutes). */
export function useAnimeWatchers(animeId: number) {
  return useQuery({
    queryKey: ['anime-watchers', animeId],
    queryFn: async ({ signal }) =>
      (await apiGet<{ users: AnimeWatcher[] }>(`/users/anime/${animeId}`, { signal })).users,
  });
}
