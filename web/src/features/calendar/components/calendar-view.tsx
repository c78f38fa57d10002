import './calendar-view.css';

import { PUBLIC_CALENDAR_PATH, type WeekSchedule } from '@tracker/contracts';
import { useMemo } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { RichText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { useSchedule } from '../../anime/api/get-schedule';
import { useTimezone } from '../../timezone/hooks/use-timezone';
import { useNow } from '../hooks/use-now';
import { localWeek } from '../utils/local-week';
import { CalendarDay } from './calendar-day';

/** Spec §2 Calendar view: the week's broadcasts, converted from JST to the viewer's timezone. */
export function CalendarView() {
  const { t } = useTranslation('calendar');
  return (
    <section className="home-section calendar" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className="home-section__title">
        {t('heading')}
      </h2>
      <CalendarContent />
    </section>
  );
}

function CalendarContent() {
  const { t } = useTranslation('calendar');
  const { data, error, isPending, refetch } = useSchedule();

  if (isPending) return <LoadingState label={t('loading')} />;
  if (error) {
    return <ErrorBanner title={t('failed')} detail={error.message} onRetry={() => void refetch()} />;
  }
  return <CalendarWeek schedule={data} />;
}

function CalendarWeek({ schedule }: { schedule: WeekSchedule }) {
  const { t } = useTranslation('calendar');
  const { timezone, options } = useTimezone();
  const now = useNow();
  const week = useMemo(() => localWeek(schedule, timezone, now), [schedule, timezone, now]);
  const zoneLabel = options.find((option) => option.value === timezone)?.label ?? timezone;

  return (
    <>
      <p className="home-section__subtitle calendar__summary">
        <span>{t('total', { count: week.total })}</span>
        <span>
          <RichText text={t('zone')} tags={{ zone: () => <abbr title={timezone}>{zoneLabel}</abbr> }} />
        </span>
        {/* Issue 21: the same week as a feed any calendar app subscribes to, in its own zone. */}
        <a className="calendar__subscribe" href={PUBLIC_CALENDAR_PATH} type="text/calendar">
          {t('subscribe')}
        </a>
      </p>
      <ol className="calendar__days">
        {week.days.map((day) => (
          <li key={day.weekday}>
            <CalendarDay day={day} />
          </li>
        ))}
      </ol>
    </>
  );
}
