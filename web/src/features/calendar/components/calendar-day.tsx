import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { AnimeCover } from '../../anime/components/anime-cover';
import type { LocalBroadcast, LocalDay } from '../utils/local-week';

/** The spec's day names (SPANISH_WEEKDAYS) in the catalogue, Monday first. */
const DAY_NAMES = ['days.0', 'days.1', 'days.2', 'days.3', 'days.4', 'days.5', 'days.6'] as const;

/** One column of the calendar: the day's name, 'HOY' on today, its count and its broadcasts. */
export function CalendarDay({ day }: { day: LocalDay }) {
  const { t } = useTranslation('calendar');
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
          {t(DAY_NAMES[day.weekday])}
        </h3>
        {day.isToday && <span className="calendar-day__today">{t('today')}</span>}
        <span className="calendar-day__count">{t('dayCount', { count })}</span>
      </header>
      {count === 0 ? (
        <p className="calendar-day__empty">{t('empty')}</p>
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
  const { t } = useTranslation('calendar');
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
          <span className="calendar-entry__aired">{t('aired')}</span>
        ) : (
          <time className="calendar-entry__time">{time}</time>
        )}
      </div>
    </article>
  );
}
