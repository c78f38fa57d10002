import type { CatalogueFreshness } from '@tracker/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

const NOTICE = /fill in/;

function renderHome(catalogue: CatalogueFreshness | null) {
  const fetchMock = mockFetch({
    '/api/database/health': { body: { success: true, status: 'healthy', catalogue } },
    '/api/database/top?page=1': { body: ok({ items: [], page: 1, hasNext: false }) },
  });
  renderApp('/');
  return fetchMock;
}

describe('the catalogue notice on the home page', () => {
  it("says in one line when the public anime database can't be reached, and what still works", async () => {
    renderHome({ upstream: 'down', waitingTitles: 0 });

    expect(await screen.findByText(NOTICE)).toHaveTextContent(
      "The public anime database can't be reached right now: covers, scores and details fill in once it answers. Search, the calendar and your lists work meanwhile.",
    );
  });

  it('says when the catalogue is still being completed, with how many titles wait', async () => {
    renderHome({ upstream: 'up', waitingTitles: 1_250 });

    expect(await screen.findByText(NOTICE)).toHaveTextContent(
      'The catalogue is still being completed (1,250 titles waiting): covers, scores and details fill in as they arrive.',
    );
  });

  it('goes away when dismissed', async () => {
    renderHome({ upstream: 'up', waitingTitles: 1 });
    const user = userEvent.setup();
    expect(await screen.findByText(/1 title waiting/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss this notice' }));

    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it.each([
    ['nothing is missing', { upstream: 'up', waitingTitles: 0 } as const],
    ['the catalogue does not report it', null],
  ])('says nothing when %s', async (_, catalogue) => {
    const fetchMock = renderHome(catalogue);

    await screen.findByText('No title has a score yet, so none can be ranked.');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/database/health');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
