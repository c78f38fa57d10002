import { type AnimeSearchRequest, PAGE_SIZE } from '@tracker/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchAnime } from '../../anime/api/search-anime';
import { AnimeCard } from '../../anime/components/anime-card';
import { useCardActions } from '../../lists/hooks/use-card-actions';
import { ResultSummary } from './result-summary';

interface SearchResultsProps {
  request: AnimeSearchRequest;
  query: string;
  activeFilterCount: number;
  /** The active filters that only titles with their details can meet (see filtersNeedingDetails). */
  detailFilters: string[];
  onClearSearch: () => void;
}

/**
 * Spec §2 results: pages of 25 with 'More results' while a full page came back. Mount it with a key per
 * request, so a new search starts again from its first page.
 */
export function SearchResults({
  request,
  query,
  activeFilterCount,
  detailFilters,
  onClearSearch,
}: SearchResultsProps) {
  const { t } = useTranslation('home');
  const [pageCount, setPageCount] = useState(1);
  const last = useSearchAnime({ ...request, limit: PAGE_SIZE, page: pageCount });
  const lastPageLoaded = last.data !== undefined && !last.isPlaceholderData;
  const earlierResults = (pageCount - 1) * PAGE_SIZE;
  const resultCount = earlierResults + (lastPageLoaded ? last.data.items.length : 0);
  // Every page carries the query's total (spec §2 'N results'), not just what has been loaded.
  const total = last.data?.total ?? null;
  const waitsForDetails = lastPageLoaded && resultCount === 0 && detailFilters.length > 0;
  const failedTitle = activeFilterCount > 0 ? t('results.failedFilters') : t('results.failedSearch');

  return (
    <section className="home-section" aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="visually-hidden">
        {t('results.heading')}
      </h2>
      <ResultSummary
        query={query}
        activeFilterCount={activeFilterCount}
        resultCount={(lastPageLoaded || pageCount > 1) && !waitsForDetails ? total : null}
        onClearSearch={onClearSearch}
      />
      {pageCount === 1 && last.isPending && <LoadingState label={t('results.searching')} />}
      {pageCount === 1 && last.error && (
        <ErrorBanner title={failedTitle} detail={last.error.message} onRetry={() => void last.refetch()} />
      )}
      {waitsForDetails && (
        <div className="empty-state" role="status">
          <p>{t('results.waitingTitle')}</p>
          <p>
            {t('results.waitingDetail', {
              filters: listed(t, detailFilters),
              count: detailFilters.length,
            })}
          </p>
        </div>
      )}
      {lastPageLoaded && resultCount === 0 && !waitsForDetails && (
        <div className="empty-state">
          <p>{t('results.empty')}</p>
          <p>{t('results.tryAdjusting')}</p>
        </div>
      )}
      {resultCount > 0 || pageCount > 1 ? (
        <ul className="anime-grid">
          {Array.from({ length: pageCount }, (_, index) => (
            <ResultsPage key={index + 1} request={{ ...request, limit: PAGE_SIZE, page: index + 1 }} />
          ))}
        </ul>
      ) : null}
      {pageCount > 1 && last.isFetching && <LoadingState label={t('results.loadingMore')} />}
      {pageCount > 1 && last.error && (
        <ErrorBanner title={failedTitle} detail={last.error.message} onRetry={() => void last.refetch()} />
      )}
      {lastPageLoaded && last.data.hasNext && (
        <div className="home-section__more">
          <button type="button" className="button" onClick={() => setPageCount((count) => count + 1)}>
            {t('results.more')}
          </button>
        </div>
      )}
    </section>
  );
}

const DETAIL_FILTER_NAMES: Record<
  string,
  'results.needsScore' | 'results.needsGenre' | 'results.needsMusic'
> = {
  score: 'results.needsScore',
  genre: 'results.needsGenre',
  music: 'results.needsMusic',
};

/** 'score', 'genre' and 'music' → 'score, genre and type Music', in the language shown. */
function listed(t: TFunction<'home'>, filters: string[]): string {
  const names = filters.map((name) => (DETAIL_FILTER_NAMES[name] ? t(DETAIL_FILTER_NAMES[name]) : name));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} ${t('results.and')} ${names.at(-1)}` : names[0];
}

/** One page's cards, straight into the shared grid; the query is shared with the summary's. */
function ResultsPage({ request }: { request: AnimeSearchRequest }) {
  const { data, isPlaceholderData } = useSearchAnime(request);
  const cardActions = useCardActions();
  if (!data || isPlaceholderData) return null;
  return data.items.map((anime) => (
    <li key={anime.mal_id}>
      <AnimeCard anime={anime} actions={cardActions?.(anime)} />
    </li>
  ));
}
