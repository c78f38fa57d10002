import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Anime } from '@tracker/contracts';
import { isCompleteAnime } from '@tracker/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { malIdFromLinkState, paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { animeQueryOptions, getAnime } from '../../anime/api/get-anime';
import { animeBySlugQueryOptions, getAnimeBySlug } from '../../anime/api/get-anime-by-slug';
import { incompleteRecordRefresh } from '../incomplete-record-refresh';
import { AnimeDetailPage } from './anime-detail-page';

/** Where the anime comes from: its mal_id, or the spec §2 slug through the catalogue's slug resolution. */
export type AnimeSource = { malId: number } | { slug: string };

interface AnimeLookupProps {
  by: AnimeSource;
  /** Shown when the catalogue has no such anime. */
  whenMissing: ReactNode;
  /** Whether the found anime is the one the link means; otherwise `whenMissing` is shown. */
  accepts?: (anime: Anime) => boolean;
}

const isIncomplete = (anime: Anime | undefined) => anime !== undefined && !isCompleteAnime(anime);

/** The anime queries built from a title's record (their keys' second part), by mal_id. */
const DERIVED_FROM_RECORD = ['resource', 'franchise', 'similar'] as const;

const isNotFound = (error: Error | null) => error instanceof ApiError && error.status === 404;

/**
 * Looks the anime up and shows it. Both lookups live in this one component, so when the address is
 * pinned to the mal_id after a slug lookup, the page stays mounted (focus, scroll and open tab kept).
 */
export function AnimeLookup({ by, whenMissing, accepts = () => true }: AnimeLookupProps) {
  const malId = 'malId' in by ? by.malId : null;
  const slug = 'slug' in by ? by.slug : '';
  const { t } = useTranslation('animeDetail');
  const queryClient = useQueryClient();
  // Asking again for an incomplete record goes past the edge's copy, which is just as incomplete.
  const held = (key: readonly unknown[]) => isIncomplete(queryClient.getQueryData<Anime>(key));
  // useAnime has no off switch; its query options, used here, are the same read. An incomplete record
  // is asked for again until the catalogue has completed it, even while the tab is hidden: the schedule
  // is a handful of asks, and a page looked at again should show the complete record at once.
  const idOptions = animeQueryOptions(malId ?? 0);
  const byId = useQuery({
    ...idOptions,
    queryFn: ({ signal }) => getAnime(malId ?? 0, signal, { uncached: held(idOptions.queryKey) }),
    enabled: malId !== null,
    refetchInterval: incompleteRecordRefresh,
    refetchIntervalInBackground: true,
  });
  const slugOptions = animeBySlugQueryOptions(slug);
  const bySlug = useQuery({
    ...slugOptions,
    queryFn: ({ signal }) => getAnimeBySlug(slug, signal, { uncached: held(slugOptions.queryKey) }),
    enabled: malId === null,
    refetchInterval: incompleteRecordRefresh,
    refetchIntervalInBackground: true,
  });
  const { data, error, refetch } = malId === null ? bySlug : byId;

  // A failed background refresh keeps what was already shown.
  if (data) return accepts(data) ? <ResolvedAnime anime={data} /> : <>{whenMissing}</>;
  if (isNotFound(error)) return <>{whenMissing}</>;
  if (error)
    return (
      <ErrorBanner
        title={t('lookupFailed', { id: String(malId ?? slug) })}
        detail={error.message}
        onRetry={() => void refetch()}
      />
    );
  return <LoadingState label={t('loading')} />;
}

/**
 * Shows the anime, first settling the address: the canonical `/anime/{slug}` in the bar (a pre-slug
 * bookmark upgrades itself) and the mal_id pinned in the history entry, so a reload shows this very
 * title even when another one shares its slug.
 */
function ResolvedAnime({ anime }: { anime: Anime }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { slug = '' } = useParams();
  const canonical = paths.anime.getHref(anime);
  const settled = `/anime/${slug}` === canonical && malIdFromLinkState(location.state) === anime.mal_id;
  const complete = isCompleteAnime(anime);
  const wasComplete = useRef(complete);

  // Issue 16: what the tabs loaded from the incomplete record (synthesised episodes, basic relations,
  // similar titles by its few fields) is asked for again once the complete record is in.
  useEffect(() => {
    if (complete && !wasComplete.current)
      for (const derived of DERIVED_FROM_RECORD)
        void queryClient.invalidateQueries({ queryKey: ['anime', derived, anime.mal_id] });
    wasComplete.current = complete;
  }, [anime.mal_id, complete, queryClient]);

  useEffect(() => {
    if (settled) return;
    // The pinned address reads the anime by id: hand it what the slug lookup already found.
    const byId = animeQueryOptions(anime.mal_id).queryKey;
    if (!queryClient.getQueryData(byId)) queryClient.setQueryData(byId, anime);
    void navigate(
      { pathname: canonical, search: location.search, hash: location.hash },
      { replace: true, state: paths.anime.getState(anime), preventScrollReset: true },
    );
  }, [anime, canonical, location.hash, location.search, navigate, queryClient, settled]);

  return <AnimeDetailPage key={anime.mal_id} anime={anime} />;
}
