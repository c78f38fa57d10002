import './list-actions.css';

import type { Anime } from '@tracker/contracts';
import { useState } from 'react';

import { FavoriteHeart } from './favorite-heart';
import { ListStatusMenu } from './list-status-menu';

/** Spec §2: the heart and the list-status menu of a card or a search suggestion (signed-in users). */
export function ListCardActions({ anime }: { anime: Anime }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="list-card-actions">
      <FavoriteHeart animeId={anime.mal_id} title={anime.title} onError={setError} />
      <ListStatusMenu animeId={anime.mal_id} title={anime.title} onError={setError} />
      {error && (
        <p className="overlay-action__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
