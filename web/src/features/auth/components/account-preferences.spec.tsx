import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES, type ProfileUpdate, type UserPreferences } from '@tracker/contracts';

import { failure, ok } from '../../../testing/envelope';
import { TimezonePicker } from '../../timezone/components/timezone-picker';
import { TimezoneProvider } from '../../timezone/components/timezone-provider';
import { useSession } from '../hooks/use-session';
import { buildAccountUser } from '../testing/account-factory';
import { mockApi, sessionRoute } from '../testing/mock-api';
import { renderWithSession } from '../testing/render-with-session';
import { AccountPreferences } from './account-preferences';

function LogoutButton() {
  const { user, logout } = useSession();
  return (
    <button type="button" onClick={() => void logout()}>
      logout {user?.username}
    </button>
  );
}

function renderSignedIn(preferences: Partial<UserPreferences>, { saves = true } = {}) {
  localStorage.setItem('authToken', 'token-1');
  const user = buildAccountUser({ preferences: { ...DEFAULT_PREFERENCES, ...preferences } });
  const api = mockApi({
    ...sessionRoute(user),
    'POST /api/auth/logout': { body: ok(null) },
    'PUT /api/auth/profile': (request) =>
      saves
        ? {
            body: ok({
              user: {
                ...user,
                preferences: { ...user.preferences, ...(request.body as ProfileUpdate).preferences },
              },
            }),
          }
        : { status: 500, body: failure('Accounts are unavailable.') },
  });
  renderWithSession(
    <TimezoneProvider>
      <AccountPreferences>
        <TimezonePicker />
        <LogoutButton />
      </AccountPreferences>
    </TimezoneProvider>,
  );
  return api;
}

const picker = () => screen.getByRole('combobox', { name: 'Timezone' });

describe('AccountPreferences', () => {
  afterEach(() => localStorage.clear());

  it("applies the account's theme and language to the page, and the defaults once signed out", async () => {
    renderSignedIn({ theme: 'dark', language: 'es' });

    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
    expect(document.documentElement).toHaveAttribute('lang', 'es');

    await userEvent.click(await screen.findByRole('button', { name: 'logout rin' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'auto'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it("shows the account's saved timezone over the device's, and the device remembers it", async () => {
    localStorage.setItem('timezone', 'Europe/Paris');
    renderSignedIn({ timezone: 'Asia/Tokyo' });

    await waitFor(() => expect(picker()).toHaveDisplayValue('Tokyo'));
    expect(localStorage.getItem('timezone')).toBe('Asia/Tokyo');
  });

  it('saves a timezone picked while signed in to the account', async () => {
    localStorage.setItem('timezone', 'Europe/Paris');
    const api = renderSignedIn({ timezone: null });
    await screen.findByRole('button', { name: 'logout rin' });
    expect(picker()).toHaveDisplayValue('Paris');

    await userEvent.selectOptions(picker(), 'New York');

    expect(picker()).toHaveDisplayValue('New York');
    await waitFor(() =>
      expect(api.calls('PUT /api/auth/profile').map((request) => request.body)).toEqual([
        { preferences: { timezone: 'America/New_York' } },
      ]),
    );
    expect(localStorage.getItem('timezone')).toBe('America/New_York');
  });

  it('puts the saved timezone back when saving a new one fails', async () => {
    const api = renderSignedIn({ timezone: 'Asia/Tokyo' }, { saves: false });
    await waitFor(() => expect(picker()).toHaveDisplayValue('Tokyo'));

    await userEvent.selectOptions(picker(), 'London');

    await waitFor(() => expect(api.calls('PUT /api/auth/profile')).toHaveLength(1));
    await waitFor(() => expect(picker()).toHaveDisplayValue('Tokyo'));
    expect(localStorage.getItem('timezone')).toBe('Asia/Tokyo');
  });
});
