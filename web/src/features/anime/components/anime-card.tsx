import './anime-card.css';

import type { Anime } from '@tracker/contracts';
import { animeYear } from '@tracker/domain';
import { memo, type ReactNode } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useDatabaseName } from '../hooks/use-database-name';
import { AnimeCover } from './anime-cover';
import { AnimeGenres } from './anime-genres';
import { AnimeLink } from './anime-link';
import { AnimeSynopsis } from './anime-synopsis';
import { BroadcastBadge } from './broadcast-badge';
import { ScoreBadge } from './score-badge';
import { StatusBadge } from './status-badge';

interface AnimeCardProps {
  anime: Anime;
  /** Signed-in controls over the cover: the favorite heart and the list-status menu (spec §2). */
  actions?: ReactNode;
}

/** Spec §2 anime card. Memoised: the endless top list re-renders its thousands of cards on every page. */
export const AnimeCard = memo(function AnimeCard({ anime, actions }: AnimeCardProps) {
  const { t } = useTranslation('anime');
  const databaseName = useDatabaseName();
  const year = animeYear(anime);
  const meta = [anime.type && databaseName('types', anime.type), year]
    .filter((part) => part !== null && part !== '')
    .join(' · ');

  return (
    <article className="anime-card" data-testid="anime-card">
      <div className="anime-card__media">
        <AnimeCover anime={anime} />
        <div className="anime-card__badges">
          <ScoreBadge score={anime.score} />
          {anime.episodes !== null && (
            <span className="anime-card__episodes">{t('card.episodes', { count: anime.episodes })}</span>
          )}
        </div>
        <div className="anime-card__broadcast">
          <BroadcastBadge anime={anime} />
        </div>
        {actions && <div className="anime-card__actions">{actions}</div>}
      </div>
      <div className="anime-card__body">
        <h3 className="anime-card__title">
          {/* Stretched over the whole card by CSS, so the card is one link with the title as its name. */}
          <AnimeLink anime={anime} className="anime-card__link" />
        </h3>
        <div className="anime-card__meta">
          {meta && <span>{meta}</span>}
          <StatusBadge status={anime.status} />
          {anime.rank !== null && (
            <span className="anime-card__rank">
              <span className="visually-hidden">{t('card.rank')} </span>#{anime.rank}
            </span>
          )}
        </div>
        <AnimeGenres genres={anime.genres} />
        <AnimeSynopsis synopsis={anime.synopsis} />
      </div>
    </article>
  );
});
