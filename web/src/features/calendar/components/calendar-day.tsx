import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { AnimeCover } from '../../anime/components/anime-cover';
import type { LocalBroadcast, LocalDay } from '../utils/local-week';

/** One column of the calendar: the day's name, 'HOY' on today, its count and its broadcasts. */
export function CalendarDay({ day }: { day: LocalDay }) {
  const headingId = useId();
  const count = day.broadcasts.length;

  return (
    <section
      className={day.isToday ? 'calendar-day calendar-day--today' : 'calendar-day'}
      aria-labelledby={headingId}
      aria-current={day.isToday ? 'date' : undefined}
    >
      <header className="calendar-day__header">
        <h3 id={headingId} className="calendar-day__name">
          {day.name}
        </h3>
        {day.isToday && <span className="calendar-day__today">HOY</span>}
        <span className="calendar-day__count">{count} anime</span>
      </header>
      {count === 0 ? (
        <p className="calendar-day__empty">Sin anime programado</p>
      ) : (
        <ul className="calendar-day__list">
          {day.broadcasts.map((broadcast) => (
            <li key={`${broadcast.anime.mal_id}-${broadcast.time}`}>
              <CalendarEntry broadcast={broadcast} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CalendarEntry({ broadcast: { anime, time, status } }: { broadcast: LocalBroadcast }) {
  return (
    <article className="calendar-entry" data-testid="calendar-entry">
      <div className="calendar-entry__cover">
        <AnimeCover anime={anime} />
      </div>
      <div className="calendar-entry__body">
        <Link
          to={paths.anime.getHref(anime)}
          state={{ malId: anime.mal_id }}
          className="calendar-entry__title"
        >
          {anime.title}
        </Link>
        {status === 'aired' ? (
          <span className="calendar-entry__aired">Emitido</span>
        ) : (
          <time className="calendar-entry__time">{time}</time>
        )}
      </div>
    </article>
  );
}
