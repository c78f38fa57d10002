import type { Anime } from '@tracker/contracts';
import { animeYear, normalizeAnimeStatus } from '@tracker/domain';

import { pageTitle } from '../../../config/app';
import { AnimeCover } from './anime-cover';
import { ScoreBadge } from './score-badge';

// Episodes, relations, characters, staff and the rest of spec §1's detail arrive with issue 4.
export function AnimeDetail({ anime }: { anime: Anime }) {
  const year = animeYear(anime);
  const links = [...(anime.url ? [{ name: 'MyAnimeList', url: anime.url }] : []), ...(anime.external ?? [])];

  return (
    <article className="anime-detail" aria-labelledby="anime-detail-title">
      <title>{pageTitle(anime.title)}</title>
      <div className="anime-detail__cover">
        <AnimeCover anime={anime} loading="eager" />
      </div>
      <div className="anime-detail__body">
        <h1 id="anime-detail-title">{anime.title}</h1>
        {anime.title_english && anime.title_english !== anime.title && (
          <p className="anime-detail__subtitle">{anime.title_english}</p>
        )}
        <ScoreBadge score={anime.score} />
        <dl className="anime-detail__facts">
          <div>
            <dt>Type</dt>
            <dd>{anime.type ?? 'Unknown'}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{normalizeAnimeStatus(anime.status) ?? 'Unknown'}</dd>
          </div>
          <div>
            <dt>Year</dt>
            <dd>{year ?? 'Unknown'}</dd>
          </div>
          <div>
            <dt>Episodes</dt>
            <dd>{anime.episodes ?? 'Unknown'}</dd>
          </div>
        </dl>
        {links.length > 0 && (
          <section aria-labelledby="anime-links-heading">
            <h2 id="anime-links-heading">External links</h2>
            <ul className="link-list">
              {links.map((link, index) => (
                <li key={`${index}-${link.url}`}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
