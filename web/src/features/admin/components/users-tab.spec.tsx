import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { mockApi } from '../../auth/testing/mock-api';
import { DELETION_POLL_MS } from '../api/get-account-deletion';
import {
  buildAdminUser,
  buildDeletion,
  buildReport,
  pageOf,
  profile,
  RIN_ID,
  SHINJI_ID,
  signedInAs,
} from '../testing/admin-factory';

const rin = buildAdminUser();
const shinji = buildAdminUser({
  id: SHINJI_ID,
  username: 'shinji',
  displayName: 'Shinji Ikari',
  email: 'shinji@example.test',
  isAdmin: true,
  lastSignInAt: null,
});
const detail = (user = rin, counts = { listCount: 24, episodeCount: 311 }) => ({
  body: ok({ user: { ...user, ...counts } }),
});
const noReports = (userId: string) => ({
  [`GET /api/admin/reports?status=all&userId=${userId}&page=1`]: { body: pageOf('reports', []) },
});

/** An admin on the Users tab, with rin and shinji listed; `routes` add or replace answers. */
function renderUsers(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...signedInAs(),
    'GET /api/admin/users?q=&page=1': { body: pageOf('users', [rin, shinji]) },
    [`GET /api/admin/users/${RIN_ID}`]: detail(),
    [`GET /api/admin/users/${SHINJI_ID}`]: detail(shinji, { listCount: 3, episodeCount: 12 }),
    ...noReports(RIN_ID),
    ...noReports(SHINJI_ID),
    ...routes,
  });
  const view = renderApp('/admin?tab=users');
  return { api, ...view };
}

async function openUser(user: ReturnType<typeof userEvent.setup>, username: string) {
  await user.click(await screen.findByRole('button', { name: `Open ${username}` }));
  return screen.findByRole('region', { name: username });
}

describe('Users tab', () => {
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('lists the accounts with their facts', async () => {
    renderUsers();

    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Username', 'Display name', 'Email', 'Admin', 'Status', 'Joined', 'Last sign-in']);
    expect(rows[1]).toHaveTextContent(/rinRin Tohsakarin@example\.testNoActive/);
    expect(rows[2]).toHaveTextContent(/shinjiShinji Ikarishinji@example\.testYesActive.*Never$/);
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toHaveTextContent(
      'Page 1 of 1 · 2 in all',
    );
  });

  it('searches once typing pauses, from the first page', async () => {
    const api = renderUsers({
      'GET /api/admin/users?q=&page=1': { body: pageOf('users', [rin, shinji], 1, 45) },
      'GET /api/admin/users?q=&page=2': { body: pageOf('users', [rin], 2, 45) },
      'GET /api/admin/users?q=shin&page=1': { body: pageOf('users', [shinji]) },
    }).api;
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3 · 45 in all');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'shin');

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open rin' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open shinji' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 1 in all')).toBeInTheDocument();
    const searches = api.requests.filter((request) => request.url.includes('q=s'));
    expect(searches.map((request) => request.url)).toEqual(['/api/admin/users?q=shin&page=1']);
  });

  it("opens an account's detail with its counts and the reports against it", async () => {
    renderUsers({
      [`GET /api/admin/reports?status=all&userId=${RIN_ID}&page=1`]: {
        body: pageOf('reports', [
          buildReport({
            reporter: profile(SHINJI_ID, 'shinji'),
            reported: profile(RIN_ID, 'rin'),
            reason: 'spam',
          }),
        ]),
      },
    });
    const user = userEvent.setup();

    const panel = await openUser(user, 'rin');
    expect(await within(panel).findByText('24')).toBeInTheDocument();
    expect(within(panel).getByText('311')).toBeInTheDocument();
    const reports = within(panel).getByRole('region', { name: 'Reports against rin' });
    expect(await within(reports).findByText('Spam')).toBeInTheDocument();
    expect(reports).toHaveTextContent('Open · by shinji');
  });

  it('disables an account, then shows it disabled with Enable', async () => {
    let current = rin;
    const { api } = renderUsers({
      'GET /api/admin/users?q=&page=1': () => ({ body: pageOf('users', [current, shinji]) }),
      [`GET /api/admin/users/${RIN_ID}`]: () => detail(current),
      [`POST /api/admin/users/${RIN_ID}/disable`]: () => {
        current = { ...rin, disabled: true };
        return { body: ok({ user: current }) };
      },
    });
    const user = userEvent.setup();
    const panel = await openUser(user, 'rin');
    const lists = api.calls('GET /api/admin/users?q=&page=1').length;

    await user.click(within(panel).getByRole('button', { name: 'Disable' }));

    expect(await within(panel).findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(within(panel).getByText('Disabled')).toBeInTheDocument();
    expect(api.calls(`POST /api/admin/users/${RIN_ID}/disable`)).toHaveLength(1);
    // The table is read again and shows the change too.
    await waitFor(() => expect(api.calls('GET /api/admin/users?q=&page=1').length).toBeGreaterThan(lists));
    const row = screen.getByRole('button', { name: 'Open rin' }).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Disabled'));
  });

  it("shows the API's reason when the last admin is demoted", async () => {
    renderUsers({
      [`POST /api/admin/users/${SHINJI_ID}/demote`]: {
        status: 409,
        body: failure('The last admin cannot be demoted.'),
      },
    });
    const user = userEvent.setup();
    const panel = await openUser(user, 'shinji');

    await user.click(within(panel).getByRole('button', { name: 'Demote' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent('The last admin cannot be demoted.');
    expect(within(panel).getByRole('button', { name: 'Demote' })).toBeEnabled();
  });

  it('asks before deleting, then shows the deletion step by step until it is done', async () => {
    jest.useFakeTimers();
    const states = [buildDeletion(3), buildDeletion(5, { finishedAt: '2026-11-25T10:00:04.000Z' })];
    const { api } = renderUsers({
      [`DELETE /api/admin/users/${RIN_ID}`]: { status: 202, body: ok({ deletion: buildDeletion(1) }) },
      [`GET /api/admin/deletions/${RIN_ID}`]: () => ({
        body: ok({ deletion: states.shift() ?? buildDeletion(5) }),
      }),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const panel = await openUser(user, 'rin');
    const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete account' });
    expect(dialog).toHaveTextContent('Delete rin and all their data? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(panel).findByText('Deletion running: 1 of 5 steps done')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Deletion of rin' })).toHaveAttribute('value', '1');
    for (const name of ['Promote', 'Disable', 'Delete']) {
      expect(within(panel).getByRole('button', { name })).toBeDisabled();
    }

    await tick(DELETION_POLL_MS);
    expect(await within(panel).findByText('Deletion running: 3 of 5 steps done')).toBeInTheDocument();
    const listReads = api.calls('GET /api/admin/users?q=&page=1').length;
    await tick(DELETION_POLL_MS);
    expect(await within(panel).findByText('Deletion done: 5 of 5 steps done')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('GET /api/admin/users?q=&page=1').length).toBeGreaterThan(listReads),
    );

    // Done: nothing more is asked.
    const polls = api.calls(`GET /api/admin/deletions/${RIN_ID}`).length;
    await tick(5 * DELETION_POLL_MS);
    expect(api.calls(`GET /api/admin/deletions/${RIN_ID}`)).toHaveLength(polls);
  });

  it("shows the API's reason when an admin tries to delete themselves", async () => {
    renderUsers({
      [`DELETE /api/admin/users/${RIN_ID}`]: {
        status: 400,
        body: failure('You cannot delete your own account.'),
      },
    });
    const user = userEvent.setup();
    const panel = await openUser(user, 'rin');

    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent('You cannot delete your own account.');
  });
});
