import './list-actions.css';

import type { Anime } from '@tracker/contracts';
import { useState } from 'react';

import { FavoriteHeart } from './favorite-heart';

/**
 * Spec §2's heart on a search suggestion. The row itself opens the title on click, and the dropdown closes
 * when the search box loses focus: the heart keeps both to itself.
 */
export function SuggestionFavorite({ anime }: { anime: Anime }) {
  const [error, setError] = useState<string | null>(null);
  return (
    // Only stops the row's own click; the button inside is the control, reachable by keyboard.
    <span
      className="list-card-actions"
      onClick={(event) => event.stopPropagation()}
      onMouseDown={(event) => event.preventDefault()}
    >
      <FavoriteHeart animeId={anime.mal_id} title={anime.title} onError={setError} />
      {error && (
        <span className="overlay-action__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
