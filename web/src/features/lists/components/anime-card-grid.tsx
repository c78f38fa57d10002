import type { Anime } from '@tracker/contracts';

import { AnimeCard } from '../../anime/components/anime-card';
import { useCardActions } from '../hooks/use-card-actions';

/** A grid of spec §2 cards with the signed-in heart and status menu on each. */
export function AnimeCardGrid({ anime }: { anime: readonly Anime[] }) {
  const cardActions = useCardActions();
  return (
    <ul className="anime-grid">
      {anime.map((item) => (
        <li key={item.mal_id}>
          <AnimeCard anime={item} actions={cardActions?.(item)} />
        </li>
      ))}
    </ul>
  );
}
