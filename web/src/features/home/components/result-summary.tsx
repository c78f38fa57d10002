import './result-summary.css';

import { RemovableChip } from '../../../components/ui/removable-chip';
import { useTranslation } from '../../../i18n/use-translation';

interface ResultSummaryProps {
  query: string;
  activeFilterCount: number;
  /** Null while the first page is on its way. */
  resultCount: number | null;
  onClearSearch: () => void;
}

/** Spec §2 result summary bar: what produced the results, the search term to clear, and how many. */
export function ResultSummary({ query, activeFilterCount, resultCount, onClearSearch }: ResultSummaryProps) {
  const { t } = useTranslation('home');
  return (
    <div className="result-summary">
      <ul className="result-summary__modes" aria-label={t('summary.modes')}>
        {query && <li className="result-summary__mode">{t('summary.search')}</li>}
        {activeFilterCount > 0 && <li className="result-summary__mode">{t('summary.filtered')}</li>}
      </ul>
      {query && (
        <RemovableChip
          label={t('summary.query', { query })}
          removeLabel={t('summary.clearSearch')}
          onRemove={onClearSearch}
        />
      )}
      {resultCount !== null && (
        <p className="result-summary__count" role="status">
          {t('summary.count', { count: resultCount })}
        </p>
      )}
    </div>
  );
}
