import './result-summary.css';

import { RemovableChip } from '../../../components/ui/removable-chip';

interface ResultSummaryProps {
  query: string;
  activeFilterCount: number;
  /** Null while the first page is on its way. */
  resultCount: number | null;
  onClearSearch: () => void;
}

/** Spec §2 result summary bar: what produced the results, the search term to clear, and how many. */
export function ResultSummary({ query, activeFilterCount, resultCount, onClearSearch }: ResultSummaryProps) {
  return (
    <div className="result-summary">
      <ul className="result-summary__modes" aria-label="Active modes">
        {query && <li className="result-summary__mode">Search</li>}
        {activeFilterCount > 0 && <li className="result-summary__mode">Filtered</li>}
      </ul>
      {query && <RemovableChip label={`“${query}”`} removeLabel="Clear search" onRemove={onClearSearch} />}
      {resultCount !== null && (
        <p className="result-summary__count" role="status">
          {resultCount} results
        </p>
      )}
    </div>
  );
}
