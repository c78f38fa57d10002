import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { BroadcastDay, WeekSchedule } from '@tracker/contracts';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { TIMEZONE_STORAGE_KEY } from '../../../config/timezones';
import { buildAnime } from '../../../testing/anime-factory';
import { failure, ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { TimezonePicker } from '../../timezone/components/timezone-picker';
import { CalendarView } from './calendar-view';

const SCHEDULE_URL = '/api/database/schedule';
const DAYS: BroadcastDay[] = [
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
  'Sundays',
];

/** A JST week from [day, time, title] slots, shaped as the catalogue sends it. */
function scheduleOf(slots: [BroadcastDay, string, string][]): WeekSchedule {
  let malId = 100;
  return {
    timezone: 'Asia/Tokyo',
    days: DAYS.map((day) => ({
      day,
      entries: slots
        .filter(([slotDay]) => slotDay === day)
        .map(([, time, title]) => ({ day, time, anime: buildAnime({ mal_id: malId++, title }) })),
    })),
  };
}

// Wednesday 2026-11-25 12:00 UTC: Wednesday 21:00 in Tokyo, Wednesday 07:00 in New York (EST).
const WEDNESDAY = new Date('2026-11-25T12:00:00Z');

const WEEK = scheduleOf([
  ['Mondays', '00:15', 'Monday Dawn'], // Sunday 10:15 in New York
  ['Mondays', '22:00', 'Monday Night'], // Monday 08:00 in New York
  ['Wednesdays', '20:00', 'Wednesday Evening'], // Wednesday 06:00 in New York
  ['Wednesdays', '23:30', 'Wednesday Late'], // Wednesday 09:30 in New York
  ['Thursdays', '00:30', 'Thursday Midnight'], // Wednesday 10:30 in New York
  ['Sundays', '01:00', 'Sunday Night'], // Saturday 11:00 in New York
]);

/** Stands in for the detail page: shows where the link led and the state it carried. */
function DetailProbe() {
  const { pathname, state } = useLocation();
  return <p data-testid="detail-probe">{`${pathname} ${JSON.stringify(state)}`}</p>;
}

interface RenderOptions {
  timezone: string;
  schedule?: WeekSchedule;
  /** Overrides the schedule, e.g. with a failure. */
  response?: { status: number; body: unknown };
}

function renderCalendar({ timezone, schedule = WEEK, response }: RenderOptions) {
  localStorage.setItem(TIMEZONE_STORAGE_KEY, timezone);
  const fetchMock = mockFetch({ [SCHEDULE_URL]: response ?? { body: ok(schedule) } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter>
        <Routes>
          <Route path={paths.home.path} element={<CalendarView />} />
          <Route path={paths.anime.path} element={<DetailProbe />} />
        </Routes>
        <TimezonePicker />
      </MemoryRouter>
    </AppProvider>,
  );
  return fetchMock;
}

const day = (name: string) => screen.getByRole('region', { name });

/** Each entry of a day as 'title time-or-Emitido', in the order shown. */
const entriesOf = (name: string) =>
  within(day(name))
    .queryAllByTestId('calendar-entry')
    .map((entry) => {
      const title = within(entry).getByRole('link').textContent;
      const when = entry.querySelector('time')?.textContent ?? within(entry).getByText('Emitido').textContent;
      return `${title} ${when}`;
    });

describe('CalendarView', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
    jest.setSystemTime(WEDNESDAY);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows seven Spanish day columns, Monday to Sunday, with HOY on today in the chosen zone', async () => {
    renderCalendar({ timezone: 'Asia/Tokyo' });

    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    expect(within(day('Miércoles')).getByText('HOY')).toBeInTheDocument();
    expect(screen.getAllByText('HOY')).toHaveLength(1);
  });

  it('keeps slots on their JST day and time in Asia/Tokyo, with counts, Emitido and the Sunday rule', async () => {
    renderCalendar({ timezone: 'Asia/Tokyo' });

    await screen.findByText('6 anime esta semana');
    expect(screen.getByText(/Horarios en/)).toHaveTextContent('Horarios en Tokyo');
    expect(entriesOf('Lunes')).toEqual(['Monday Dawn Emitido', 'Monday Night Emitido']);
    expect(entriesOf('Miércoles')).toEqual(['Wednesday Evening Emitido', 'Wednesday Late 23:30']);
    expect(entriesOf('Jueves')).toEqual(['Thursday Midnight 00:30']);
    // Sunday is the last day of the week: its slot is still to come on a Wednesday.
    expect(entriesOf('Domingo')).toEqual(['Sunday Night 01:00']);
    expect(within(day('Lunes')).getByText('2 anime')).toBeInTheDocument();
    expect(within(day('Jueves')).getByText('1 anime')).toBeInTheDocument();
    for (const empty of ['Martes', 'Viernes', 'Sábado']) {
      expect(within(day(empty)).getByText('Sin anime programado')).toBeInTheDocument();
      expect(within(day(empty)).getByText('0 anime')).toBeInTheDocument();
    }
  });

  it('moves slots to their local day and time in America/New_York', async () => {
    renderCalendar({ timezone: 'America/New_York' });

    await screen.findByText('6 anime esta semana');
    expect(screen.getByText(/Horarios en/)).toHaveTextContent('Horarios en New York');
    expect(entriesOf('Lunes')).toEqual(['Monday Night Emitido']);
    // Thursday 00:30 JST is still Wednesday morning in New York, after 07:00 there now.
    expect(entriesOf('Miércoles')).toEqual([
      'Wednesday Evening Emitido',
      'Wednesday Late 09:30',
      'Thursday Midnight 10:30',
    ]);
    expect(within(day('Jueves')).getByText('Sin anime programado')).toBeInTheDocument();
    expect(entriesOf('Sábado')).toEqual(['Sunday Night 11:00']);
    // Monday 00:15 JST falls back across the start of the week to Sunday, so it is still ahead.
    expect(entriesOf('Domingo')).toEqual(['Monday Dawn 10:15']);
    expect(within(day('Miércoles')).getByText('3 anime')).toBeInTheDocument();
  });

  it('re-lays the week when the timezone is changed in the picker', async () => {
    renderCalendar({ timezone: 'Asia/Tokyo' });
    await screen.findByText('6 anime esta semana');

    fireEvent.change(screen.getByLabelText('Timezone'), { target: { value: 'America/New_York' } });

    expect(entriesOf('Jueves')).toEqual([]);
    expect(entriesOf('Miércoles')).toContain('Thursday Midnight 10:30');
  });

  it('puts HOY on the local day when today differs between Tokyo and New York', async () => {
    // Thursday 11:00 in Tokyo is still Wednesday 21:00 in New York.
    jest.setSystemTime(new Date('2026-11-26T02:00:00Z'));
    renderCalendar({ timezone: 'America/New_York' });
    await screen.findByText('6 anime esta semana');
    expect(within(day('Miércoles')).getByText('HOY')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Timezone'), { target: { value: 'Asia/Tokyo' } });
    expect(within(day('Jueves')).getByText('HOY')).toBeInTheDocument();
    expect(entriesOf('Jueves')).toEqual(['Thursday Midnight Emitido']);
  });

  it('marks Sunday slots as aired on Sunday once their time has passed', async () => {
    // Sunday 2026-11-29 21:00 in Tokyo.
    jest.setSystemTime(new Date('2026-11-29T12:00:00Z'));
    renderCalendar({
      timezone: 'Asia/Tokyo',
      schedule: scheduleOf([
        ['Sundays', '20:00', 'Sunday Evening'],
        ['Sundays', '23:00', 'Sunday Late'],
      ]),
    });

    await screen.findByText('2 anime esta semana');
    expect(within(day('Domingo')).getByText('HOY')).toBeInTheDocument();
    expect(entriesOf('Domingo')).toEqual(['Sunday Evening Emitido', 'Sunday Late 23:00']);
  });

  it("turns a time into 'Emitido' when it passes while the calendar is open", async () => {
    renderCalendar({ timezone: 'Asia/Tokyo' });
    await screen.findByText('6 anime esta semana');
    expect(entriesOf('Miércoles')).toContain('Wednesday Late 23:30');

    // Wednesday 21:00 → 23:30 in Tokyo.
    act(() => jest.advanceTimersByTime(150 * 60_000));

    expect(entriesOf('Miércoles')).toContain('Wednesday Late Emitido');
  });

  it('shows each cover and links each title to its detail page with its mal_id', async () => {
    renderCalendar({ timezone: 'Asia/Tokyo' });

    await screen.findByText('6 anime esta semana');
    expect(screen.getAllByTestId('calendar-entry')[0].querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example.test/images/anime/100l.jpg',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Wednesday Late' }));
    expect(screen.getByTestId('detail-probe')).toHaveTextContent(
      `${paths.anime.getHref({ mal_id: 103, title: 'Wednesday Late' })} {"malId":103}`,
    );
  });

  it('offers the week as a calendar feed to subscribe to', async () => {
    renderCalendar({ timezone: 'America/New_York' });

    expect(await screen.findByRole('link', { name: 'Subscribe (.ics)' })).toHaveAttribute(
      'href',
      '/api/calendar.ics',
    );
  });

  it('says it is loading until the schedule arrives', async () => {
    renderCalendar({ timezone: 'Asia/Tokyo' });

    expect(screen.getByRole('status')).toHaveTextContent('Cargando calendario…');
    expect(await screen.findByText('6 anime esta semana')).toBeInTheDocument();
  });

  it('shows the red banner with the server error and retries on request', async () => {
    const failingFetch = renderCalendar({
      timezone: 'Asia/Tokyo',
      response: { status: 500, body: failure('Unable to load the schedule') },
    });

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to load broadcast schedule');
    expect(banner).toHaveTextContent('Unable to load the schedule');

    const recoveredFetch = mockFetch({ [SCHEDULE_URL]: { body: ok(WEEK) } });
    fireEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('6 anime esta semana')).toBeInTheDocument();
    expect(failingFetch).toHaveBeenCalledTimes(1);
    expect(recoveredFetch).toHaveBeenCalledTimes(1);
  });
});
