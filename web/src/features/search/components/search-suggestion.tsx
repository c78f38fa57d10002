import type { Anime } from '@tracker/contracts';
import { Fragment, type ReactNode } from 'react';

import { useLoadableImage } from '../../../components/ui/use-loadable-image';
import { useTranslation } from '../../../i18n/use-translation';
import { ScoreBadge } from '../../anime/components/score-badge';
import { useDatabaseName } from '../../anime/hooks/use-database-name';

/** Spec §2: the dropdown shows 3 genres, then '+N' for the rest. */
const SHOWN_GENRES = 3;

/** The dropdown's short status words (spec §2), which differ from the cards' 'Completed', by key. */
const SUGGESTION_STATUS: Readonly<Record<string, 'finished' | 'airing' | 'upcoming'>> = {
  'Finished Airing': 'finished',
  'Currently Airing': 'airing',
  'Not yet aired': 'upcoming',
};

function thumbnailUrl({ images }: Anime): string | null {
  return (
    images?.webp?.small_image_url ??
    images?.jpg?.small_image_url ??
    images?.webp?.image_url ??
    images?.jpg?.image_url ??
    null
  );
}

function SuggestionCover({ anime }: { anime: Anime }) {
  const url = thumbnailUrl(anime);
  const { src, onError } = useLoadableImage(url);

  if (!src) {
    return (
      <span
        className="search-suggestion__cover search-suggestion__cover--missing"
        data-testid="cover-fallback"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="m3 16 5-5 4 4 3-3 6 6" />
          <circle cx="15.5" cy="8.5" r="1.5" />
        </svg>
      </span>
    );
  }
  return (
    <img
      className="search-suggestion__cover"
      src={src}
      alt=""
      width={40}
      height={56}
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}

interface SearchSuggestionProps {
  anime: Anime;
  id: string;
  highlighted: boolean;
  onSelect: () => void;
  onHighlight: () => void;
  /** Extra controls at the end of the row (the favorite heart for signed-in users, spec §2). */
  action?: ReactNode;
}

/** One option of the search listbox: cover, title, score, type, status and genres. */
export function SearchSuggestion({
  anime,
  id,
  highlighted,
  onSelect,
  onHighlight,
  action,
}: SearchSuggestionProps) {
  const { t } = useTranslation('search');
  const databaseName = useDatabaseName();
  const statusKey =
    anime.status && Object.hasOwn(SUGGESTION_STATUS, anime.status)
      ? SUGGESTION_STATUS[anime.status]
      : undefined;
  const status = statusKey ? t(`status.${statusKey}`) : anime.status;
  const genres = anime.genres;
  const hiddenGenres = genres.length - SHOWN_GENRES;

  return (
    // Focus stays in the search input (aria-activedescendant): the keyboard reaches options through it.
    <li
      id={id}
      role="option"
      aria-selected={highlighted}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-details`}
      className={`search-suggestion${highlighted ? ' search-suggestion--highlighted' : ''}`}
      onMouseMove={highlighted ? undefined : onHighlight}
      onClick={onSelect}
    >
      <SuggestionCover anime={anime} />
      <span className="search-suggestion__body">
        <span id={`${id}-title`} className="search-suggestion__title">
          {anime.title}
        </span>
        <span id={`${id}-details`} className="search-suggestion__details">
          <ScoreBadge score={anime.score} />
          {[anime.type && databaseName('types', anime.type), status].filter(Boolean).map((part) => (
            <Fragment key={part}>
              {' · '}
              <span>{part}</span>
            </Fragment>
          ))}
        </span>
        {genres.length > 0 && (
          <span className="search-suggestion__genres">
            {genres.slice(0, SHOWN_GENRES).map((genre) => (
              <span key={genre.mal_id} className="search-suggestion__genre">
                {databaseName('genres', genre.name)}
              </span>
            ))}
            {hiddenGenres > 0 && (
              <span className="search-suggestion__genre search-suggestion__genre--more">+{hiddenGenres}</span>
            )}
          </span>
        )}
      </span>
      {action}
    </li>
  );
}
