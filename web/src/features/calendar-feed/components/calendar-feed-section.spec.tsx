import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarFeed } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import { renderApp } from '../../../testing/render-app';
import { buildAccountUser } from '../../auth/testing/account-factory';
import { mockApi, sessionRoute } from '../../auth/testing/mock-api';

const user = buildAccountUser();
const feedOf = (token: string): CalendarFeed => ({
  token,
  path: `/api/calendar/${token}.ics`,
  createdAt: '2026-11-28T12:00:00.000Z',
});
const FIRST = feedOf('a'.repeat(43));
const SECOND = feedOf('b'.repeat(43));

function renderProfile(routes: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('authToken', 'token-1');
  const api = mockApi({
    ...sessionRoute(user),
    'GET /api/auth/calendar-feed': { body: ok(FIRST) },
    'POST /api/auth/calendar-feed/regenerate': { body: ok(SECOND) },
    ...routes,
  });
  renderApp('/profile');
  return api;
}

const section = () => screen.findByRole('region', { name: 'Calendar feed' });
const addressField = async () => within(await section()).findByLabelText('Feed address');

describe("/profile's calendar feed", () => {
  afterEach(() => localStorage.clear());

  it('shows the full address of the private feed, read-only, and copies it', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = renderProfile();

    const field = await addressField();
    expect(field).toHaveValue(`${window.location.origin}${FIRST.path}`);
    expect(field).toHaveAttribute('readonly');
    expect(api.calls('GET /api/auth/calendar-feed')[0]?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
    });

    await userEvent.click(within(await section()).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${FIRST.path}`);
    expect(await within(await section()).findByRole('status')).toHaveTextContent('Copied');
  });

  it('asks for a manual copy where the browser refuses the clipboard', async () => {
    const writeText = jest.fn(() => Promise.reject(new Error('NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderProfile();
    await addressField();

    await userEvent.click(within(await section()).getByRole('button', { name: 'Copy' }));
    expect(await within(await section()).findByRole('status')).toHaveTextContent(
      'select the address and copy it yourself',
    );
  });

  it('regenerates only once confirmed, then shows the new address', async () => {
    const api = renderProfile();
    await addressField();

    await userEvent.click(within(await section()).getByRole('button', { name: 'Regenerate' }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate the feed address?' });
    expect(dialog).toHaveTextContent('The current address stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /api/auth/calendar-feed/regenerate')).toHaveLength(0);

    await userEvent.click(within(await section()).getByRole('button', { name: 'Regenerate' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Regenerate the feed address?' })).getByRole('button', {
        name: 'Regenerate',
      }),
    );
    expect(await addressField()).toHaveValue(`${window.location.origin}${SECOND.path}`);
    expect(api.calls('POST /api/auth/calendar-feed/regenerate')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why when a new address cannot be made, keeping the old one', async () => {
    renderProfile({
      'POST /api/auth/calendar-feed/regenerate': {
        status: 503,
        body: failure('auth-user did not answer in time.'),
      },
    });
    await addressField();
    await userEvent.click(within(await section()).getByRole('button', { name: 'Regenerate' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new address could not be made: auth-user did not answer in time.',
    );
    expect(await addressField()).toHaveValue(`${window.location.origin}${FIRST.path}`);
  });

  it('says so when the address cannot be loaded', async () => {
    renderProfile({
      'GET /api/auth/calendar-feed': { status: 503, body: failure('auth-user did not answer in time.') },
    });
    expect(
      await within(await section()).findByText(
        'Your feed address could not be loaded: auth-user did not answer in time.',
      ),
    ).toBeInTheDocument();
    expect(within(await section()).getByRole('button', { name: 'Regenerate' })).toBeDisabled();
  });
});
