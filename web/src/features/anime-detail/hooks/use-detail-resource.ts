import type { AnimeResourceResponse } from '@tracker/contracts';
import type { AnimeResourceData, JikanPagination } from '@tracker/contracts';

import { useAnimeResource } from '../../anime/api/get-anime-resource';

export interface DetailResource<K extends keyof AnimeResourceData> {
  data: AnimeResourceData[K] | undefined;
  pagination: JikanPagination | undefined;
  source: AnimeResourceResponse['source'] | undefined;
  partial: boolean;
  error: Error | null;
  isPending: boolean;
  retry: () => void;
}

/** One sub-resource of an anime, typed by its Jikan shape; fetched when the panel that reads it mounts. */
export function useDetailResource<K extends keyof AnimeResourceData>(
  malId: number,
  resource: K,
  page?: number,
): DetailResource<K> {
  const query = useAnimeResource(malId, resource, page);
  return {
    data: query.data?.data as AnimeResourceData[K] | undefined,
    pagination: query.data?.pagination,
    source: query.data?.source,
    partial: query.data?.partial === true,
    error: query.error,
    isPending: query.isPending,
    retry: () => void query.refetch(),
  };
}
