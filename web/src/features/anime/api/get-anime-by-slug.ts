import { queryOptions } from '@tanstack/react-query';
import type { Anime } from '@tracker/contracts';

import { translator } from '../../../i18n/use-translation';
import { apiGet } from '../../../lib/api-client';
import { catalogueSession } from '../../catalogue-fallback/catalogue-session';
import { pastSharedCaches } from './get-anime';

/** Resolves a spec §2 slug to its anime; a 404 ApiError when nothing matches. */
export function getAnimeBySlug(
  slug: string,
  signal?: AbortSignal,
  { uncached = false } = {},
): Promise<Anime> {
  return catalogueSession().reader.read({
    failureMessage: translator('anime')('errors.slug', { slug }),
    backend: (timed) =>
      apiGet<Anime>(`/database/anime/by-slug/${encodeURIComponent(slug)}${pastSharedCaches(uncached)}`, {
        signal: timed,
      }),
    fallback: (jikan) => jikan.bySlug(slug),
    lookup: true,
    cacheKey: { store: 'searchCache', key: `slug:${slug}` },
    animeIn: (anime) => [anime],
    signal,
  });
}

export const animeBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['anime', 'by-slug', slug],
    queryFn: ({ signal }) => getAnimeBySlug(slug, signal),
  });
