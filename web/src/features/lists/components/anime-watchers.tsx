import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useAnimeWatchers } from '../api/get-anime-watchers';

/** The public profiles that have this title on a list, each linking to /user/{username}. */
export function AnimeWatchers({ animeId }: { animeId: number }) {
  const { t } = useTranslation('lists');
  const headingId = useId();
  const { data: users, error } = useAnimeWatchers(animeId);

  // The section holds its place while the list loads or fails: an answer arriving late moves nothing
  // on the page, and a missing list of other users never gets in the way of the title's own.
  return (
    <section className="anime-watchers" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('watchers.heading')}</h2>
      {!users ? (
        <p className="anime-watchers__empty">{error ? t('watchers.failed') : t('watchers.loading')}</p>
      ) : users.length === 0 ? (
        <p className="anime-watchers__empty">{t('watchers.empty')}</p>
      ) : (
        <ul className="anime-watchers__list">
          {users.map((watcher) => (
            <li key={watcher.id}>
              <Link to={paths.user.getHref(watcher.username)}>{watcher.displayName || watcher.username}</Link>
              <span className="anime-watchers__meta">
                {[
                  watcher.status && t(`statuses.${watcher.status}`),
                  watcher.score !== null && `${watcher.score}/10`,
                  watcher.isFavorite && '♥',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
