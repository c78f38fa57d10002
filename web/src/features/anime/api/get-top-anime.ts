import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Anime, Page } from '@tracker/contracts';

import { translator } from '../../../i18n/use-translation';
import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';
import { TOP_LIST_KEY_PREFIX } from '../../catalogue-fallback/local-cache';

export function getTopAnime(page: number, signal?: AbortSignal): Promise<Page<Anime>> {
  return catalogueSession().reader.read({
    failureMessage: translator('anime')('errors.top'),
    backend: (timed) => apiGet<Page<Anime>>(`/database/top?page=${page}`, { signal: timed }),
    fallback: (jikan) => jikan.top(page),
    cacheKey: { store: 'searchCache', key: `${TOP_LIST_KEY_PREFIX}${page}` },
    animeIn: (top) => top.items,
    signal,
  });
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
