import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ONLY } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi } from '../../auth/testing/mock-api';
import { buildAdminUser, buildSystem, pageOf, signedInAs } from '../testing/admin-factory';

const adminCalls = (requests: { url: string }[]) =>
  requests.filter((request) => request.url.startsWith('/api/admin'));

async function expectNotAllowed() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  expect(
    screen.getByText('This page is for administrators. You are not allowed to see it.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
}

describe('/admin', () => {
  afterEach(() => localStorage.clear());

  it('tells an anonymous visitor it is not for them, and asks the admin API nothing', async () => {
    const api = mockApi({});
    renderApp('/admin');

    await expectNotAllowed();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Admin Panel · AniTrack');
    expect(adminCalls(api.requests)).toEqual([]);
  });

  it('tells a signed-in member it is not for them, and asks the admin API nothing', async () => {
    const api = mockApi(signedInAs(buildAccountUser({ isAdmin: false })));
    renderApp('/admin?tab=system');

    await expectNotAllowed();
    expect(api.calls('GET /api/auth/session')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(adminCalls(api.requests)).toEqual([]);
  });

  it('shows the not-allowed page when the API refuses an admin whose token is out of date', async () => {
    mockApi({
      ...signedInAs(),
      'GET /api/admin/users?q=&page=1': { status: 403, body: failure(ADMIN_ONLY) },
    });
    renderApp('/admin');

    expect(
      await screen.findByText('This page is for administrators. You are not allowed to see it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows an admin the five tabs, moved between with the arrow keys', async () => {
    const api = mockApi({
      ...signedInAs(),
      'GET /api/admin/users?q=&page=1': { body: pageOf('users', [buildAdminUser()]) },
      'GET /api/admin/system': { body: ok(buildSystem()) },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin');

    const tablist = await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Users', 'Reports', 'Catalogue', 'System', 'Audit log']);
    const users = within(tablist).getByRole('tab', { name: 'Users' });
    expect(users).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Open rin' })).toBeInTheDocument();

    users.focus();
    await user.keyboard('{End}{ArrowLeft}');
    const system = within(tablist).getByRole('tab', { name: 'System' });
    expect(system).toHaveFocus();
    expect(system).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=system');
    expect(await screen.findByRole('table', { name: 'Processes' })).toBeInTheDocument();
    // Only an opened tab reads its data.
    expect(adminCalls(api.requests).some((request) => request.url.includes('catalogue'))).toBe(false);
  });
});
