import type { Anime, NamedResource } from '@tracker/contracts';
import { normalizeAnimeStatus } from '@tracker/domain';
import type { ReactNode } from 'react';

import { AnimeCover } from '../../anime/components/anime-cover';
import { ScoreBadge } from '../../anime/components/score-badge';
import { formatCount, formatSeason } from '../format';
import { BroadcastTime } from './broadcast-time';

const names = (resources: readonly NamedResource[]) =>
  resources.length > 0 ? resources.map((resource) => resource.name).join(', ') : null;

const ranked = (value: number | null) => (value === null ? null : `#${formatCount(value)}`);
const counted = (value: number | null) => (value === null ? null : formatCount(value));

/** The full record: cover, every title, the public database's numbers and the facts of the series. */
export function AnimeOverview({ anime }: { anime: Anime }) {
  const numbers: Array<[string, string | null]> = [
    ['Ranked', ranked(anime.rank)],
    ['Popularity', ranked(anime.popularity)],
    ['Members', counted(anime.members)],
    ['Favorites', counted(anime.favorites)],
  ];
  const facts: Array<[string, ReactNode]> = [
    ['Also known as', anime.title_synonyms.join(', ') || null],
    ['Type', anime.type],
    ['Source', anime.source],
    ['Episodes', anime.episodes],
    ['Status', normalizeAnimeStatus(anime.status)],
    ['Aired', anime.aired?.string],
    ['Season', formatSeason(anime.season, anime.year)],
    ['Broadcast', <BroadcastTime broadcast={anime.broadcast} />],
    ['Duration', anime.duration],
    ['Rating', anime.rating],
    ['Studios', names(anime.studios)],
    ['Producers', names(anime.producers)],
    ['Genres', names(anime.genres)],
    ['Themes', names(anime.themes)],
    ['Demographics', names(anime.demographics)],
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
          {anime.scored_by !== null && <span>scored by {formatCount(anime.scored_by)} users</span>}
        </div>
        <dl className="fact-grid anime-overview__numbers">
          {numbers.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? 'N/A'}</dd>
            </div>
          ))}
        </dl>
        <dl className="anime-overview__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              {/* Two lines at most, the whole value on hover: a completed record then moves nothing. */}
              <dd title={typeof value === 'string' ? value : undefined}>{value ?? 'Unknown'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
