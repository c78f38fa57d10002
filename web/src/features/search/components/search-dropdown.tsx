import type { Anime } from '@tracker/contracts';
import { type ReactNode, useEffect, useRef } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { SearchSuggestion } from './search-suggestion';

interface SearchDropdownProps {
  listboxId: string;
  isExpanded: boolean;
  isLoading: boolean;
  /** The trimmed text in the box. */
  query: string;
  options: Anime[];
  activeIndex: number;
  optionId: (index: number) => string;
  onHighlight: (index: number) => void;
  onSelect: (anime: Anime) => void;
  renderSuggestionAction?: (anime: Anime) => ReactNode;
}

/** The popup under the search box: loading or empty text, the suggestions, and 'View all results'. */
export function SearchDropdown({
  listboxId,
  isExpanded,
  isLoading,
  query,
  options,
  activeIndex,
  optionId,
  onHighlight,
  onSelect,
  renderSuggestionAction,
}: SearchDropdownProps) {
  const { t } = useTranslation('search');
  const listboxRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (activeIndex === -1) return;
    // jsdom has no scrolling, hence the optional call.
    listboxRef.current?.children[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  if (!isExpanded) return null;

  return (
    // Clicks inside keep the focus in the input, so its blur does not close the dropdown mid-click.
    <div className="search-dropdown" onMouseDown={(event) => event.preventDefault()}>
      {isLoading ? (
        <p className="search-dropdown__message" role="status">
          {t('searching')}
        </p>
      ) : options.length === 0 ? (
        <div className="search-dropdown__message" role="status">
          <p className="search-dropdown__empty">{t('empty')}</p>
          <p className="search-dropdown__hint">{t('hint')}</p>
        </div>
      ) : (
        <ul
          ref={listboxRef}
          id={listboxId}
          className="search-dropdown__list"
          role="listbox"
          aria-label={t('suggestions')}
        >
          {options.map((anime, index) => (
            <SearchSuggestion
              key={anime.mal_id}
              anime={anime}
              id={optionId(index)}
              highlighted={index === activeIndex}
              onHighlight={() => onHighlight(index)}
              onSelect={() => onSelect(anime)}
              action={renderSuggestionAction?.(anime)}
            />
          ))}
        </ul>
      )}
      <button type="submit" className="search-dropdown__all">
        {t('viewAll', { query })}
      </button>
    </div>
  );
}
