import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useAnimeWatchers } from '../api/get-anime-watchers';
import { STATUS_LABELS } from '../list-labels';

/** The public profiles that have this title on a list, each linking to /user/{username}. */
export function AnimeWatchers({ animeId }: { animeId: number }) {
  const headingId = useId();
  const { data: users, error } = useAnimeWatchers(animeId);

  // The section holds its place while the list loads or fails: an answer arriving late moves nothing
  // on the page, and a missing list of other users never gets in the way of the title's own.
  return (
    <section className="anime-watchers" aria-labelledby={headingId}>
      <h2 id={headingId}>Users with this anime</h2>
      {!users ? (
        <p className="anime-watchers__empty">
          {error ? 'Users with this anime cannot be shown right now.' : 'Looking for users with this anime…'}
        </p>
      ) : users.length === 0 ? (
        <p className="anime-watchers__empty">No public profile has this anime on a list yet.</p>
      ) : (
        <ul className="anime-watchers__list">
          {users.map((watcher) => (
            <li key={watcher.id}>
              <Link to={paths.user.getHref(watcher.username)}>{watcher.displayName || watcher.username}</Link>
              <span className="anime-watchers__meta">
                {[
                  watcher.status && STATUS_LABELS[watcher.status],
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
