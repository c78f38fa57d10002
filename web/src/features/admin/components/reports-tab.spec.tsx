import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReport } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { mockApi } from '../../auth/testing/mock-api';
import { buildAdminUser, buildReport, pageOf, RIN_ID, SHINJI_ID, signedInAs } from '../testing/admin-factory';

const REPORT_ID = 'bbbbbbbb-0000-4000-8000-000000000001';
const OPEN = 'GET /api/admin/reports?status=open&page=1';

/** An admin on the Reports tab; the open reports answer `open` until a test changes them. */
function renderReports(routes: Parameters<typeof mockApi>[0] = {}, open: AdminReport[] = [buildReport()]) {
  const api = mockApi({
    ...signedInAs(),
    [OPEN]: { body: pageOf('reports', open) },
    ...routes,
  });
  renderApp('/admin?tab=reports');
  return api;
}

const reportCard = () => screen.findByRole('article', { name: 'rin reported shinji' });

describe('Reports tab', () => {
  afterEach(() => localStorage.clear());

  it('lists the open reports with who, whom, why and when', async () => {
    renderReports();

    const card = await reportCard();
    expect(within(card).getByText('Harassment')).toBeInTheDocument();
    expect(within(card).getByText('Kept sending insults.')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
  });

  it('shows the attached messages as plain text, never as markup', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"> <b>bold</b>';
    renderReports({}, [
      buildReport({
        messages: [
          {
            id: 'dddddddd-0000-4000-8000-000000000001',
            conversationId: 'eeeeeeee-0000-4000-8000-000000000001',
            senderId: SHINJI_ID,
            content: payload,
            createdAt: '2026-11-24T07:59:00.000Z',
          },
        ],
      }),
    ]);
    const user = userEvent.setup();
    const card = await reportCard();

    await user.click(within(card).getByText('Attached messages (1)'));

    expect(within(card).getByText(payload)).toBeVisible();
    expect(within(card).getByText('shinji', { selector: '.admin-report__sender' })).toBeInTheDocument();
    expect(card.querySelector('img, b')).toBeNull();
  });

  it('resolves a report with a note, then reads the inbox again', async () => {
    let open = [buildReport()];
    const api = renderReports({
      [OPEN]: () => ({ body: pageOf('reports', open) }),
      [`POST /api/admin/reports/${REPORT_ID}/resolve`]: () => {
        open = [];
        return { body: ok({ report: buildReport({ status: 'resolved' }) }) };
      },
    });
    const user = userEvent.setup();
    const card = await reportCard();

    await user.type(within(card).getByLabelText('Note (optional)'), 'Warned by mail.');
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    expect(api.calls(`POST /api/admin/reports/${REPORT_ID}/resolve`)[0].body).toEqual({
      note: 'Warned by mail.',
    });
  });

  it('dismisses a report without a note', async () => {
    const api = renderReports({
      [`POST /api/admin/reports/${REPORT_ID}/dismiss`]: {
        body: ok({ report: buildReport({ status: 'dismissed' }) }),
      },
    });
    const user = userEvent.setup();

    await user.click(within(await reportCard()).getByRole('button', { name: 'Dismiss' }));

    await waitFor(() => expect(api.calls(`POST /api/admin/reports/${REPORT_ID}/dismiss`)).toHaveLength(1));
    expect(api.calls(`POST /api/admin/reports/${REPORT_ID}/dismiss`)[0].body).toEqual({});
    await waitFor(() => expect(api.calls(OPEN).length).toBeGreaterThan(1));
  });

  it('disables the reported user, then resolves the report', async () => {
    const api = renderReports({
      [`POST /api/admin/users/${SHINJI_ID}/disable`]: {
        body: ok({ user: buildAdminUser({ id: SHINJI_ID, username: 'shinji', disabled: true }) }),
      },
      [`POST /api/admin/reports/${REPORT_ID}/resolve`]: {
        body: ok({ report: buildReport({ status: 'resolved' }) }),
      },
    });
    const user = userEvent.setup();

    await user.click(within(await reportCard()).getByRole('button', { name: 'Disable user' }));

    await waitFor(() => expect(api.calls(`POST /api/admin/reports/${REPORT_ID}/resolve`)).toHaveLength(1));
    const writes = api.requests.filter((request) => request.method === 'POST').map((request) => request.url);
    expect(writes).toEqual([
      `/api/admin/users/${SHINJI_ID}/disable`,
      `/api/admin/reports/${REPORT_ID}/resolve`,
    ]);
  });

  it("shows the API's reason when another admin handled the report first", async () => {
    renderReports({
      [`POST /api/admin/reports/${REPORT_ID}/resolve`]: {
        status: 409,
        body: failure('This report was already handled.'),
      },
    });
    const user = userEvent.setup();
    const card = await reportCard();

    await user.click(within(card).getByRole('button', { name: 'Resolve' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('This report was already handled.');
  });

  it('filters by status', async () => {
    const api = renderReports({
      'GET /api/admin/reports?status=all&page=1': {
        body: pageOf('reports', [
          buildReport(),
          buildReport({
            id: 'bbbbbbbb-0000-4000-8000-000000000002',
            status: 'dismissed',
            reported: { id: RIN_ID, username: 'rin', displayName: 'Rin', avatar: null },
            reporter: null,
            handledAt: '2026-11-24T09:00:00.000Z',
            handledBy: { id: 'x', username: 'misato', displayName: 'Misato', avatar: null },
            note: 'Nothing wrong.',
          }),
        ]),
      },
    });
    const user = userEvent.setup();
    await reportCard();

    await user.selectOptions(screen.getByLabelText('Status'), 'All');

    const handled = await screen.findByRole('article', { name: 'a deleted account reported rin' });
    expect(within(handled).getByText('Nothing wrong.')).toBeInTheDocument();
    expect(within(handled).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/admin/reports?status=all&page=1')).toHaveLength(1);
  });
});
