import type { Anime } from '@tracker/contracts';
import { animeYear } from '@tracker/domain';

import { useTranslation } from '../../../i18n/use-translation';
import { useSimilarAnime } from '../../anime/api/get-similar-anime';
import { AnimeCover } from '../../anime/components/anime-cover';
import { AnimeLink } from '../../anime/components/anime-link';
import { ScoreBadge } from '../../anime/components/score-badge';
import { useDatabaseName } from '../../anime/hooks/use-database-name';
import { resourceErrorTitle, ResourceState } from './resource-state';

/** Spec §9 similar titles as compact cards, each opening its own detail page. */
export function SimilarPanel({ malId }: { malId: number }) {
  const { t } = useTranslation('animeDetail');
  const similar = useSimilarAnime(malId);
  const query = {
    isPending: similar.isPending,
    error: similar.error,
    retry: () => void similar.refetch(),
    partial: similar.data?.partial === true,
  };

  return (
    <section aria-labelledby="similar-heading">
      <h2 id="similar-heading">{t('similar.heading')}</h2>
      <ResourceState
        query={query}
        loadingLabel={t('similar.loading')}
        errorTitle={resourceErrorTitle(t, 'similar', malId)}
        isEmpty={() => !similar.data?.items.length}
        emptyMessage={t('similar.empty')}
      >
        {() => (
          <ul className="compact-cards">
            {similar.data!.items.map((anime) => (
              <li key={anime.mal_id}>
                <CompactAnimeCard anime={anime} />
              </li>
            ))}
          </ul>
        )}
      </ResourceState>
    </section>
  );
}

function CompactAnimeCard({ anime }: { anime: Anime }) {
  const databaseName = useDatabaseName();
  const meta = [anime.type && databaseName('types', anime.type), animeYear(anime)]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="compact-card">
      <div className="compact-card__cover">
        <AnimeCover anime={anime} />
      </div>
      <div className="compact-card__body">
        <h3 className="compact-card__title">
          {/* Stretched over the card by CSS: the whole card is one link named by the title. */}
          <AnimeLink anime={anime} className="compact-card__link" />
        </h3>
        {meta && <p className="compact-card__meta">{meta}</p>}
        <ScoreBadge score={anime.score} />
      </div>
    </article>
  );
}
