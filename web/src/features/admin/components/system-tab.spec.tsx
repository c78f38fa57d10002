import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSystem } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { mockApi } from '../../auth/testing/mock-api';
import { buildSystem, signedInAs } from '../testing/admin-factory';

const SYSTEM = 'GET /api/admin/system';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('System tab', () => {
  afterEach(() => localStorage.clear());

  it('shows the gateway and each service, then Postgres and Redis', async () => {
    mockApi({ ...signedInAs(), [SYSTEM]: { body: ok(buildSystem()) } });
    renderApp('/admin?tab=system');

    const processes = await screen.findByRole('table', { name: 'Processes' });
    expect(
      within(processes)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Process', 'Status', 'Version', 'Uptime', 'Replicas', 'Latency', 'Database']);
    const row = (name: string) => within(processes).getByRole('rowheader', { name }).closest('tr')!;
    expect(cells(row('gateway'))).toEqual(['Up', '1.4.0', '5 h 12 min', '2gw-a, gw-b', '—', '—']);
    expect(cells(row('auth-user'))).toEqual(['Up', '1.4.0', '3 d 4 h', '1auth-user-1', '2 ms', 'Up']);
    expect(cells(row('catalogue'))).toEqual(['Down', '1.4.0', '—', '0', '—', '—']);

    const stores = screen.getByRole('table', { name: 'Data stores' });
    const store = (name: string) => within(stores).getByRole('rowheader', { name }).closest('tr')!;
    expect(cells(store('Postgres'))).toEqual(['Up', '1 ms']);
    expect(cells(store('Redis'))).toEqual(['Up', '0 ms']);
  });

  it('asks again on Refresh', async () => {
    let redis: AdminSystem['redis'] = { status: 'up', latencyMs: 0.4 };
    const api = mockApi({
      ...signedInAs(),
      [SYSTEM]: () => ({ body: ok(buildSystem({ redis })) }),
    });
    const user = userEvent.setup();
    renderApp('/admin?tab=system');
    await screen.findByRole('table', { name: 'Data stores' });

    redis = { status: 'down', latencyMs: null };
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    const stores = screen.getByRole('table', { name: 'Data stores' });
    await waitFor(() =>
      expect(cells(within(stores).getByRole('rowheader', { name: 'Redis' }).closest('tr')!)).toEqual([
        'Down',
        '—',
      ]),
    );
    expect(api.calls(SYSTEM)).toHaveLength(2);
  });

  it('says why the system could not be checked', async () => {
    mockApi({
      ...signedInAs(),
      [SYSTEM]: { status: 502, body: failure('The gateway could not reach Redis.') },
    });
    renderApp('/admin?tab=system');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to check the system');
    expect(alert).toHaveTextContent('The gateway could not reach Redis.');
  });
});
