import { screen } from '@testing-library/react';

import { failure, ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

const SCHEDULE_URL = '/api/database/schedule';
const EMPTY_WEEK = { timezone: 'Asia/Tokyo', days: [] };

describe('CalendarView in Spanish', () => {
  beforeEach(() => localStorage.setItem('language', 'es'));
  afterEach(() => localStorage.clear());

  it("keeps the spec's Spanish and offers the feed in Spanish", async () => {
    mockFetch({ [SCHEDULE_URL]: { body: ok(EMPTY_WEEK) } });
    renderApp('/?view=calendar');

    expect(await screen.findByRole('link', { name: 'Suscribirse (.ics)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calendario de emisión' })).toBeInTheDocument();
    expect(screen.getByText('0 anime esta semana')).toBeInTheDocument();
    expect(screen.getAllByText('Sin anime programado')).toHaveLength(7);
  });

  it('says in Spanish when the schedule fails', async () => {
    mockFetch({ [SCHEDULE_URL]: { status: 503, body: failure('Catalogue unavailable') } });
    renderApp('/?view=calendar');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el calendario de emisiones',
    );
  });
});
