import './search-box.css';

import type { Anime } from '@tracker/contracts';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { MIN_SEARCH_LENGTH, useSearchSuggestions } from '../hooks/use-search-suggestions';
import { SearchDropdown } from './search-dropdown';

/** The home screen reads its search term from this parameter (spec §2: searching navigates to / with the query). */
const SEARCH_PARAM = 'q';

interface SearchBoxProps {
  /** Extra controls per suggestion, e.g. the signed-in user's favorite heart (spec §2). */
  renderSuggestionAction?: (anime: Anime) => ReactNode;
}

/** The header's search combobox with its suggestion dropdown (spec §2 "Search box dropdown"). */
export function SearchBox({ renderSuggestionAction }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(() => homeQuery(location));
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const { isLoading, results } = useSearchSuggestions(text);

  // The box mirrors the home screen's search term, so a term cleared or changed there shows here too.
  const urlQuery = homeQuery(location);
  const [mirroredQuery, setMirroredQuery] = useState(urlQuery);
  if (urlQuery !== mirroredQuery) {
    setMirroredQuery(urlQuery);
    setText(urlQuery);
  }

  const query = text.trim();
  const isExpanded = isOpen && query.length >= MIN_SEARCH_LENGTH;
  const options = isExpanded && !isLoading ? results : [];
  const activeOption = activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const openSuggestion = (anime: Anime) => {
    close();
    setText('');
    void navigate(paths.anime.getHref(anime), { state: paths.anime.getState(anime) });
  };

  /** Shows the home results for `term`, or closes them for ''; the home screen's other parameters stay. */
  const showHomeResults = (term: string) => {
    const params = new URLSearchParams(location.pathname === paths.home.path ? location.search : '');
    if (term) params.set(SEARCH_PARAM, term);
    else params.delete(SEARCH_PARAM);
    const search = params.toString();
    void navigate({ pathname: paths.home.getHref(), search: search && `?${search}` });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query) return;
    close();
    showHomeResults(query);
  };

  const clear = () => {
    setText('');
    close();
    inputRef.current?.focus();
    // The results the box's term opened close with it.
    if (urlQuery) showHomeResults('');
  };

  const moveHighlight = (step: 1 | -1) => {
    if (!isExpanded) {
      setIsOpen(true);
      return;
    }
    if (options.length === 0) return;
    // From no highlight, down starts at the top and up at the bottom; both wrap around.
    const from = activeOption === -1 ? (step === 1 ? -1 : options.length) : activeOption;
    setActiveIndex((from + step + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an input method's composition (typing Japanese, say) belong to the IME.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        moveHighlight(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (activeOption !== -1) {
          event.preventDefault();
          openSuggestion(options[activeOption]);
        }
        // Without a highlight, Enter submits the form.
        break;
      case 'Escape':
        if (isExpanded) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  return (
    <form
      className="search-box"
      role="search"
      onSubmit={submit}
      onBlur={(event) => {
        // A click outside or tabbing out of the box closes the dropdown (clicks inside keep the focus).
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <svg className="search-box__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        ref={inputRef}
        className="search-box__input"
        type="text"
        role="combobox"
        aria-label={t('label')}
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={options.length > 0 ? listboxId : undefined}
        aria-activedescendant={activeOption === -1 ? undefined : optionId(activeOption)}
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onClick={() => setIsOpen(true)}
        onKeyDown={onKeyDown}
      />
      {text && (
        <button type="button" className="search-box__clear" aria-label={t('clear')} onClick={clear}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m6 6 12 12M18 6 6 18" />
          </svg>
        </button>
      )}
      <SearchDropdown
        listboxId={listboxId}
        isExpanded={isExpanded}
        isLoading={isLoading}
        query={query}
        options={options}
        activeIndex={activeOption}
        optionId={optionId}
        onHighlight={setActiveIndex}
        onSelect={openSuggestion}
        renderSuggestionAction={renderSuggestionAction}
      />
    </form>
  );
}

/** The search term of the home screen, or '' anywhere else. */
function homeQuery({ pathname, search }: { pathname: string; search: string }): string {
  return pathname === paths.home.path ? (new URLSearchParams(search).get(SEARCH_PARAM) ?? '') : '';
}
