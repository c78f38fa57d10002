import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../../../testing/render-app';
import { mockApi } from '../../auth/testing/mock-api';
import { buildAuditEntry, pageOf, signedInAs } from '../testing/admin-factory';

const entries = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => buildAuditEntry(from + index));

describe('Audit log tab', () => {
  afterEach(() => localStorage.clear());

  it('lists who did what to whom, 20 a page, and pages with Next and Previous', async () => {
    const api = mockApi({
      ...signedInAs(),
      'GET /api/admin/audit?page=1': { body: pageOf('entries', entries(1, 20), 1, 25) },
      'GET /api/admin/audit?page=2': {
        body: pageOf(
          'entries',
          [
            ...entries(21, 4),
            buildAuditEntry(25, {
              actor: null,
              action: 'report.resolve',
              targetType: 'report',
              targetLabel: null,
              targetId: 'bbbbbbbb-0000-4000-8000-000000000001',
              details: { note: 'Warned by mail.' },
            }),
          ],
          2,
          25,
        ),
      },
    });
    const user = userEvent.setup();
    renderApp('/admin?tab=audit');

    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/misatoDisabled accountUser user1$/);
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 · 25 in all');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));

    expect(await within(pages).findByText('Page 2 of 2 · 25 in all')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[5]).toHaveTextContent(
      /A deleted accountResolved reportReport bbbbbbbb-0000-4000-8000-000000000001note: Warned by mail\.$/,
    );
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await within(pages).findByText('Page 1 of 2 · 25 in all')).toBeInTheDocument();
    expect(api.calls('GET /api/admin/audit?page=2')).toHaveLength(1);
  });
});
