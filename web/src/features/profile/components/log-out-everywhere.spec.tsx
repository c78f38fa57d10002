import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';

const user = buildAccountUser();

function renderSecurity(routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('authToken', 'token-1');
  const api = mockApi({ ...sessionRoute(user), 'POST /api/auth/logout-all': { body: ok(null) }, ...routes });
  renderApp('/profile');
  return api;
}

const logOutEverywhere = async () =>
  userEvent.click(
    within(await screen.findByRole('region', { name: 'Security' })).getByRole('button', {
      name: 'Log out everywhere',
    }),
  );

describe("the 'Log out everywhere' button on /profile", () => {
  afterEach(() => localStorage.clear());

  it('ends every session on the server, then forgets the token and shows the signed-out state', async () => {
    const api = renderSecurity();
    await logOutEverywhere();

    expect(await screen.findByText('Sign in to see your profile and settings.')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/logout-all')[0]?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
    });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('stays signed in and says so when the server could not end the sessions', async () => {
    renderSecurity({
      'POST /api/auth/logout-all': {
        status: 503,
        body: failure('Signing out did not finish. Please try again in a moment.'),
      },
    });
    await logOutEverywhere();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing out did not finish. Please try again in a moment.',
    );
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(screen.getByRole('button', { name: 'Log out everywhere' })).toBeEnabled();
  });
});
