import type { Episode } from '@tracker/contracts';
import { useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useDetailFormat } from '../format';
import { useDetailResource } from '../hooks/use-detail-resource';
import { resourceErrorTitle, ResourceState } from './resource-state';

/**
 * Jikan's episode pages (100 a page), with filler and recap marks. Titles the public database lists no
 * episodes for get the catalogue's synthesised list, shown the same way. Each row knows its episode
 * number: the signed-in episode checklist (lists issue) marks rows by it.
 */
export function EpisodesPanel({ malId }: { malId: number }) {
  const { t } = useTranslation('animeDetail');
  const [page, setPage] = useState(1);
  const episodes = useDetailResource(malId, 'episodes', page);
  const pagination = episodes.pagination;
  const lastPage = Math.max(pagination?.last_visible_page ?? 1, page);
  const perPage = pagination?.items?.per_page ?? 100;

  return (
    <section aria-labelledby="episodes-heading">
      <h2 id="episodes-heading">{t('episodes.heading')}</h2>
      <ResourceState
        query={episodes}
        loadingLabel={t('episodes.loading')}
        errorTitle={resourceErrorTitle(t, 'episodes', malId)}
        isEmpty={() => !episodes.data?.length}
        emptyMessage={t('episodes.empty')}
      >
        {() => (
          <ol className="episode-list">
            {episodes.data!.map((episode, index) => (
              <EpisodeRow
                key={episode.mal_id}
                episode={episode}
                // Synthesised ids encode the anime (id × 1000 + n), so their number is their position.
                number={episodes.source === 'synthesised' ? (page - 1) * perPage + index + 1 : episode.mal_id}
              />
            ))}
          </ol>
        )}
      </ResourceState>
      {lastPage > 1 && (
        <nav className="pager" aria-label={t('episodes.pages')}>
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('episodes.previous')}
          </button>
          <span aria-live="polite">{t('episodes.page', { page, last: lastPage })}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={!pagination?.has_next_page}
            onClick={() => setPage(page + 1)}
          >
            {t('episodes.next')}
          </button>
        </nav>
      )}
    </section>
  );
}

function EpisodeRow({ episode, number }: { episode: Episode; number: number }) {
  const { t } = useTranslation('animeDetail');
  const aired = useDetailFormat().airedDate(episode.aired);
  const subtitle = [episode.title_romanji, episode.title_japanese].filter(Boolean).join(' · ');

  return (
    <li className="episode-list__item">
      <span className="episode-list__number">
        <span className="visually-hidden">{t('episodes.episode')} </span>
        {number}
      </span>
      <div className="episode-list__titles">
        <span className="episode-list__title">{episode.title}</span>
        {subtitle && <span className="episode-list__subtitle">{subtitle}</span>}
      </div>
      <div className="episode-list__meta">
        {episode.filler && <span className="episode-mark episode-mark--filler">{t('episodes.filler')}</span>}
        {episode.recap && <span className="episode-mark episode-mark--recap">{t('episodes.recap')}</span>}
        {aired && <time dateTime={episode.aired ?? undefined}>{aired}</time>}
        {episode.score !== null && (
          <span>
            <span className="visually-hidden">{t('episodes.score')} </span>
            {/* eslint-disable-next-line i18next/no-literal-string -- a decorative star, hidden from screen readers */}
            <span aria-hidden="true">★ </span>
            {episode.score.toFixed(2)}
          </span>
        )}
      </div>
    </li>
  );
}
