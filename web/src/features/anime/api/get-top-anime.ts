import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Anime, Page } from '@tracker/contracts';

import { apiGet } from '../../../lib/api-client';

export function getTopAnime(page: number, signal?: AbortSignal): Promise<Page<Anime>> {
  return apiGet<Page<Anime>>(`/database/top?page=${page}`, { signal });
}

/** The endless top list (spec §2): pages of 25 while a full page came back. */
export const topAnimeQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['anime', 'top'],
    queryFn: ({ pageParam, signal }) => getTopAnime(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page<Anime>) => (last.hasNext ? last.page + 1 : undefined),
  });

export function useTopAnime() {
  return useInfiniteQuery(topAnimeQueryOptions());
}
