import { PAGE_SIZE, type AnimeSearchRequest } from '@tracker/contracts';
import { useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useSearchAnime } from '../../anime/api/search-anime';
import { AnimeCard } from '../../anime/components/anime-card';
import { useCardActions } from '../../lists/hooks/use-card-actions';
import { ResultSummary } from './result-summary';

interface SearchResultsProps {
  request: AnimeSearchRequest;
  query: string;
  activeFilterCount: number;
  onClearSearch: () => void;
}

/**
 * Spec §2 results: pages of 25 with 'More results' while a full page came back. Mount it with a key per
 * request, so a new search starts again from its first page.
 */
export function SearchResults({ request, query, activeFilterCount, onClearSearch }: SearchResultsProps) {
  const [pageCount, setPageCount] = useState(1);
  const last = useSearchAnime({ ...request, limit: PAGE_SIZE, page: pageCount });
  const lastPageLoaded = last.data !== undefined && !last.isPlaceholderData;
  const earlierResults = (pageCount - 1) * PAGE_SIZE;
  const resultCount = earlierResults + (lastPageLoaded ? last.data.items.length : 0);
  const failedTitle = activeFilterCount > 0 ? 'Failed to apply filters' : 'Failed to search anime';

  return (
    <section className="home-section" aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="visually-hidden">
        Search results
      </h2>
      <ResultSummary
        query={query}
        activeFilterCount={activeFilterCount}
        resultCount={lastPageLoaded || pageCount > 1 ? resultCount : null}
        onClearSearch={onClearSearch}
      />
      {pageCount === 1 && last.isPending && <LoadingState label="Searching anime..." />}
      {pageCount === 1 && last.error && (
        <ErrorBanner title={failedTitle} detail={last.error.message} onRetry={() => void last.refetch()} />
      )}
      {lastPageLoaded && resultCount === 0 && (
        <div className="empty-state">
          <p>No anime found</p>
          <p>Try adjusting your search or filters.</p>
        </div>
      )}
      {resultCount > 0 || pageCount > 1 ? (
        <ul className="anime-grid">
          {Array.from({ length: pageCount }, (_, index) => (
            <ResultsPage key={index + 1} request={{ ...request, limit: PAGE_SIZE, page: index + 1 }} />
          ))}
        </ul>
      ) : null}
      {pageCount > 1 && last.isFetching && <LoadingState label="Loading more results…" />}
      {pageCount > 1 && last.error && (
        <ErrorBanner title={failedTitle} detail={last.error.message} onRetry={() => void last.refetch()} />
      )}
      {lastPageLoaded && last.data.hasNext && (
        <div className="home-section__more">
          <button type="button" className="button" onClick={() => setPageCount((count) => count + 1)}>
            More results
          </button>
        </div>
      )}
    </section>
  );
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
