import type { Anime } from '@tracker/contracts';
import { animeYear } from '@tracker/domain';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { AnimeCover } from './anime-cover';
import { ScoreBadge } from './score-badge';
import { StatusBadge } from './status-badge';

export function AnimeCard({ anime }: { anime: Anime }) {
  const year = animeYear(anime);
  const meta = [anime.type, year].filter((part) => part !== null && part !== '').join(' · ');

  return (
    <article className="anime-card" data-testid="anime-card">
      <div className="anime-card__media">
        <AnimeCover anime={anime} />
        <ScoreBadge score={anime.score} />
      </div>
      <div className="anime-card__body">
        <h3 className="anime-card__title">
          {/* Stretched over the whole card by CSS, so the card is one link with the title as its name. */}
          <Link to={paths.anime.getHref(anime)} className="anime-card__link">
            {anime.title}
          </Link>
        </h3>
        <div className="anime-card__meta">
          {meta && <span>{meta}</span>}
          <StatusBadge status={anime.status} />
        </div>
      </div>
    </article>
  );
}
