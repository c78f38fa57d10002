import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';

const user = buildAccountUser();

function renderSecurity(routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('authToken', 'token-1');
  const api = mockApi({
    ...sessionRoute(user),
    'PUT /api/auth/password': { body: ok({ token: 'token-2', user }) },
    ...routes,
  });
  renderApp('/profile');
  return api;
}

const form = async () =>
  within(await screen.findByRole('region', { name: 'Security' })).getByRole('form', {
    name: 'Change password',
  });

async function fill(current: string, next: string, confirm: string) {
  const inside = within(await form());
  if (current) await userEvent.type(inside.getByLabelText('Current password'), current);
  if (next) await userEvent.type(inside.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(inside.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(inside.getByRole('button', { name: 'Change password' }));
}

describe('the change password form on /profile', () => {
  afterEach(() => localStorage.clear());

  it("shows the spec's password hint under the new password", async () => {
    renderSecurity();
    expect(within(await form()).getByLabelText('New password')).toHaveAccessibleDescription(
      'Must contain at least 6 characters with uppercase, lowercase, and number',
    );
  });

  it('changes the password, keeps this device signed in with the fresh token and empties the fields', async () => {
    const api = renderSecurity();
    await fill('Bebop1', 'Swordfish2', 'Swordfish2');

    expect(
      await within(await form()).findByText('Password changed. Your other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(api.calls('PUT /api/auth/password')[0]).toMatchObject({
      headers: { Authorization: 'Bearer token-1' },
      body: { currentPassword: 'Bebop1', newPassword: 'Swordfish2', confirmPassword: 'Swordfish2' },
    });
    expect(localStorage.getItem('authToken')).toBe('token-2');
    expect(within(await form()).getByLabelText('Current password')).toHaveValue('');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: user.displayName }),
    ).toBeInTheDocument();
  });

  it('checks the fields with the spec messages before sending, and clears a message when its field is edited', async () => {
    const api = renderSecurity();
    await fill('', 'swordfish', 'Swordfish');
    const inside = within(await form());

    expect(inside.getByText('Please enter your current password.')).toBeInTheDocument();
    expect(inside.getByText('Password must contain at least one uppercase letter')).toBeInTheDocument();
    expect(inside.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls('PUT /api/auth/password')).toHaveLength(0);

    await userEvent.type(inside.getByLabelText('Current password'), 'B');
    expect(inside.queryByText('Please enter your current password.')).not.toBeInTheDocument();
    expect(inside.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it("shows the server's refusal of a wrong current password and stays signed in with the same token", async () => {
    renderSecurity({
      'PUT /api/auth/password': {
        status: 400,
        body: failure('Your current password is incorrect. Please try again.'),
      },
    });
    await fill('Wrong1', 'Swordfish2', 'Swordfish2');

    expect(await within(await form()).findByRole('alert')).toHaveTextContent(
      'Your current password is incorrect. Please try again.',
    );
    expect(localStorage.getItem('authToken')).toBe('token-1');
  });
});
