import type { Anime, NamedResource } from '@tracker/contracts';
import type { ReactNode } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { AnimeCover } from '../../anime/components/anime-cover';
import { ScoreBadge } from '../../anime/components/score-badge';
import { useAnimeStatusLabel } from '../../anime/components/status-badge';
import { type DatabaseNameKind, useDatabaseName } from '../../anime/hooks/use-database-name';
import { useDetailFormat } from '../format';
import { BroadcastTime } from './broadcast-time';

const names = (resources: readonly NamedResource[], nameOf: (name: string) => string = (name) => name) =>
  resources.length > 0 ? resources.map((resource) => nameOf(resource.name)).join(', ') : null;

/** The full record: cover, every title, the public database's numbers and the facts of the series. */
export function AnimeOverview({ anime }: { anime: Anime }) {
  const { t } = useTranslation('animeDetail');
  const format = useDetailFormat();
  const statusLabel = useAnimeStatusLabel();
  const databaseName = useDatabaseName();
  const named = (kind: DatabaseNameKind) => (name: string | null) => name && databaseName(kind, name);
  const genreName = (name: string) => databaseName('genres', name);
  const ranked = (value: number | null) => (value === null ? null : `#${format.count(value)}`);
  const counted = (value: number | null) => (value === null ? null : format.count(value));
  const season = anime.season && t('overview.seasonName', { season: anime.season });
  const numbers: Array<[string, string | null]> = [
    [t('overview.ranked'), ranked(anime.rank)],
    [t('overview.popularity'), ranked(anime.popularity)],
    [t('overview.members'), counted(anime.members)],
    [t('overview.favorites'), counted(anime.favorites)],
  ];
  const facts: Array<[string, ReactNode]> = [
    [t('overview.alsoKnownAs'), anime.title_synonyms.join(', ') || null],
    [t('overview.type'), named('types')(anime.type)],
    [t('overview.source'), named('sources')(anime.source)],
    [t('overview.episodes'), anime.episodes],
    [t('overview.status'), statusLabel(anime.status)],
    [t('overview.aired'), anime.aired?.string],
    [
      t('overview.season'),
      [season, anime.year].filter((part) => part !== null && part !== '').join(' ') || null,
    ],
    [t('overview.broadcast'), <BroadcastTime broadcast={anime.broadcast} />],
    [t('overview.duration'), anime.duration],
    [t('overview.rating'), named('ratings')(anime.rating)],
    [t('overview.studios'), names(anime.studios)],
    [t('overview.producers'), names(anime.producers)],
    [t('overview.genres'), names(anime.genres, genreName)],
    [t('overview.themes'), names(anime.themes, genreName)],
    [t('overview.demographics'), names(anime.demographics, genreName)],
  ];

  return (
    <div className="anime-overview">
      <div className="anime-overview__cover">
        <AnimeCover anime={anime} loading="eager" />
      </div>
      <div className="anime-overview__body">
        <hgroup className="anime-overview__titles">
          <h1 id="anime-detail-title">{anime.title}</h1>
          {anime.title_english && anime.title_english !== anime.title && (
            <p className="anime-overview__subtitle">{anime.title_english}</p>
          )}
          {anime.title_japanese && (
            <p className="anime-overview__subtitle" lang="ja">
              {anime.title_japanese}
            </p>
          )}
        </hgroup>
        {/* The lists issue adds the signed-in controls (status, score, favorite) beside the score. */}
        <div className="anime-overview__score">
          <ScoreBadge score={anime.score} />
          {anime.scored_by !== null && <span>{t('overview.scoredBy', { count: anime.scored_by })}</span>}
        </div>
        <dl className="fact-grid anime-overview__numbers">
          {numbers.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? t('overview.none')}</dd>
            </div>
          ))}
        </dl>
        <dl className="anime-overview__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              {/* Two lines at most, the whole value on hover: a completed record then moves nothing. */}
              <dd title={typeof value === 'string' ? value : undefined}>{value ?? t('overview.unknown')}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
