import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpstreamStatus } from '@tracker/contracts';

import { ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';

const NOTICE = /fill in/;

function renderHome(upstream: UpstreamStatus | null) {
  const fetchMock = mockFetch({
    '/api/database/health': { body: { success: true, status: 'healthy', upstream } },
    '/api/database/top?page=1': { body: ok({ items: [], page: 1, hasNext: false }) },
  });
  renderApp('/');
  return fetchMock;
}

describe('the catalogue notice on the home page', () => {
  afterEach(() => localStorage.clear());

  it("says in one line when the public anime database can't be reached, and what still works", async () => {
    renderHome({ reachable: false, waiting: 0 });

    expect(await screen.findByText(NOTICE)).toHaveTextContent(
      "The public anime database can't be reached right now: covers, scores and details fill in once it answers. Search, the calendar and your lists work meanwhile.",
    );
  });

  it('says when the catalogue is still being completed, with how many lookups wait', async () => {
    renderHome({ reachable: true, waiting: 1_250 });

    expect(await screen.findByText(NOTICE)).toHaveTextContent(
      'The catalogue is still being completed (1,250 lookups waiting): covers, scores and details fill in as they arrive.',
    );
  });

  it('goes away when dismissed', async () => {
    renderHome({ reachable: true, waiting: 1 });
    const user = userEvent.setup();
    expect(await screen.findByText(/1 lookup waiting/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss this notice' }));

    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it.each([
    ['nothing is missing', { reachable: true, waiting: 0 }],
    ['the catalogue does not report it', null],
  ])('says nothing when %s', async (_, upstream) => {
    const fetchMock = renderHome(upstream);

    await screen.findByText('No title has a score yet, so none can be ranked.');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/database/health');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it("takes the signed-in start's word from the session read, asking no health of its own", async () => {
    localStorage.setItem('authToken', 'token-1');
    const api = mockApi({
      ...sessionRoute(buildAccountUser(), { upstream: { reachable: false, waiting: 0 } }),
      '/api/database/top?page=1': { body: ok({ items: [], page: 1, hasNext: false }) },
    });
    renderApp('/');

    expect(await screen.findByText(NOTICE)).toHaveTextContent(/can't be reached/);
    expect(api.calls('GET /api/database/health')).toEqual([]);
  });
});
