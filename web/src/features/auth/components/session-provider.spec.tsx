import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { failure, ok } from '../../../testing/envelope';
import { useSession } from '../hooks/use-session';
import { LEGACY_CURRENT_USER_KEY, LEGACY_FAVORITES_KEY, LEGACY_USERS_KEY } from '../legacy/legacy-user-store';
import { onSignedIn, type SignedInEvent } from '../signed-in-listeners';
import { buildAccountUser, buildSession } from '../testing/account-factory';
import { mockApi, sessionRoute } from '../testing/mock-api';
import { renderWithSession } from '../testing/render-with-session';

/** Shows the session and drives it the way the header and the modal do. */
function SessionProbe() {
  const { status, user, login, logout } = useSession();
  return (
    <>
      <p>status: {status}</p>
      <p>user: {user?.displayName ?? 'none'}</p>
      <button type="button" onClick={() => void login({ email: 'Rin@Example.test', password: 'Secret12' })}>
        login
      </button>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
    </>
  );
}

const statusIs = (status: string) => screen.findByText(`status: ${status}`);
const login = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'login' }));
  await statusIs('signed-in');
};
const logout = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'logout' }));
  await statusIs('anonymous');
};

function recordSignIns() {
  const events: SignedInEvent[] = [];
  const stop = onSignedIn((event) => {
    events.push(event);
  });
  return { events, stop };
}

describe('SessionProvider', () => {
  afterEach(() => localStorage.clear());

  describe('at start', () => {
    it('fetches the current user with the stored token', async () => {
      localStorage.setItem('authToken', 'token-1');
      const api = mockApi(sessionRoute(buildAccountUser()));
      renderWithSession(<SessionProbe />);

      expect(screen.getByText('status: loading')).toBeInTheDocument();
      await statusIs('signed-in');
      expect(screen.getByText('user: Rin Tohsaka')).toBeInTheDocument();
      expect(api.calls('GET /api/auth/session')[0]?.headers.Authorization).toBe('Bearer token-1');
    });

    it('asks nothing without a token', async () => {
      const api = mockApi({});
      renderWithSession(<SessionProbe />);

      await statusIs('anonymous');
      expect(api.requests).toHaveLength(0);
    });

    it('discards the token when the server answers 401', async () => {
      localStorage.setItem('authToken', 'expired');
      mockApi({ 'GET /api/auth/session': { status: 401, body: failure('Your session has expired.') } });
      renderWithSession(<SessionProbe />);

      await statusIs('anonymous');
      expect(localStorage.getItem('authToken')).toBeNull();
    });
  });

  describe('logout', () => {
    it('revokes the token on the server before discarding it', async () => {
      localStorage.setItem('authToken', 'token-1');
      const storedDuringLogout: (string | null)[] = [];
      const api = mockApi({
        ...sessionRoute(buildAccountUser()),
        'POST /api/auth/logout': () => {
          storedDuringLogout.push(localStorage.getItem('authToken'));
          return { body: ok(null) };
        },
      });
      renderWithSession(<SessionProbe />);
      await statusIs('signed-in');

      await logout();

      expect(api.calls('POST /api/auth/logout')[0]?.headers.Authorization).toBe('Bearer token-1');
      expect(storedDuringLogout).toEqual(['token-1']);
      expect(localStorage.getItem('authToken')).toBeNull();
      expect(screen.getByText('user: none')).toBeInTheDocument();
    });

    it('forgets the token even when the server cannot be reached', async () => {
      localStorage.setItem('authToken', 'token-1');
      mockApi({ ...sessionRoute(buildAccountUser()), 'POST /api/auth/logout': { status: 500, body: '' } });
      renderWithSession(<SessionProbe />);
      await statusIs('signed-in');

      await logout();

      expect(localStorage.getItem('authToken')).toBeNull();
    });
  });

  describe('signed-in listeners', () => {
    it('run once per sign-in with the user, and one failing listener does not stop the others', async () => {
      mockApi({
        'POST /api/auth/login': { body: ok(buildSession()) },
        'POST /api/auth/logout': { body: ok(null) },
      });
      const stopFailing = onSignedIn(() => Promise.reject(new Error('lists unavailable')));
      const { events, stop } = recordSignIns();
      renderWithSession(<SessionProbe />);
      await statusIs('anonymous');

      await login();
      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]?.user.username).toBe('rin');
      expect(events[0]?.legacyFavorites).toEqual([]);

      await logout();
      await login();
      await waitFor(() => expect(events).toHaveLength(2));
      stop();
      stopFailing();
    });

    it('also run when the app starts with a valid token', async () => {
      localStorage.setItem('authToken', 'token-1');
      mockApi(sessionRoute(buildAccountUser()));
      const { events, stop } = recordSignIns();
      renderWithSession(<SessionProbe />);

      await waitFor(() => expect(events).toHaveLength(1));
      stop();
    });
  });

  describe('the legacy local user store', () => {
    function givenLegacyStore() {
      localStorage.setItem(
        LEGACY_USERS_KEY,
        JSON.stringify({
          'rin@example.test': {
            username: 'rin',
            displayName: 'Rin of the old app',
            preferences: {
              theme: 'dark',
              language: 'es',
              timezone: 'Asia/Tokyo',
              bogus: 1,
              privacy: { showFavorites: false },
            },
            favorites: [20, 21],
          },
          'shiro@example.test': { displayName: 'Shiro', favorites: [99] },
        }),
      );
      localStorage.setItem(LEGACY_CURRENT_USER_KEY, 'rin@example.test');
      localStorage.setItem(LEGACY_FAVORITES_KEY, JSON.stringify([5, 20, 'x']));
    }

    it("carries its owner's display name and preferences into the account once, then removes them", async () => {
      givenLegacyStore();
      const migrated = buildAccountUser({ displayName: 'Rin of the old app' });
      const api = mockApi({
        'POST /api/auth/login': { body: ok(buildSession()) },
        'POST /api/auth/logout': { body: ok(null) },
        'PUT /api/auth/profile': { body: ok({ user: migrated }) },
      });
      const { events, stop } = recordSignIns();
      renderWithSession(<SessionProbe />);
      await statusIs('anonymous');

      await login();

      await screen.findByText('user: Rin of the old app');
      expect(api.calls('PUT /api/auth/profile').map((request) => request.body)).toEqual([
        {
          displayName: 'Rin of the old app',
          preferences: {
            theme: 'dark',
            language: 'es',
            timezone: 'Asia/Tokyo',
            privacy: { showFavorites: false },
          },
        },
      ]);
      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]?.legacyFavorites).toEqual([20, 21, 5]);
      expect(localStorage.getItem(LEGACY_CURRENT_USER_KEY)).toBeNull();
      expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBeNull();
      // Another person's legacy account stays for them.
      expect(JSON.parse(localStorage.getItem(LEGACY_USERS_KEY)!)).toEqual({
        'shiro@example.test': { displayName: 'Shiro', favorites: [99] },
      });

      await logout();
      await login();
      await waitFor(() => expect(events).toHaveLength(2));
      expect(api.calls('PUT /api/auth/profile')).toHaveLength(1);
      // The favorites wait for the lists import until it takes them.
      expect(events[1]?.legacyFavorites).toEqual([20, 21, 5]);
      act(() => events[1].discardLegacyFavorites());
      await logout();
      await login();
      await waitFor(() => expect(events).toHaveLength(3));
      expect(events[2]?.legacyFavorites).toEqual([]);
      stop();
    });

    it('keeps the legacy data for the next sign-in when the account cannot take it', async () => {
      givenLegacyStore();
      mockApi({
        'POST /api/auth/login': { body: ok(buildSession()) },
        'PUT /api/auth/profile': { status: 500, body: '' },
      });
      const { events, stop } = recordSignIns();
      renderWithSession(<SessionProbe />);
      await statusIs('anonymous');

      await login();

      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]?.legacyFavorites).toEqual([]);
      expect(localStorage.getItem(LEGACY_CURRENT_USER_KEY)).toBe('rin@example.test');
      expect(JSON.parse(localStorage.getItem(LEGACY_USERS_KEY)!)).toHaveProperty(['rin@example.test']);
      stop();
    });

    it("leaves someone else's legacy data alone", async () => {
      givenLegacyStore();
      const api = mockApi({
        'POST /api/auth/login': { body: ok(buildSession({ email: 'kotomine@example.test' })) },
      });
      const { events, stop } = recordSignIns();
      renderWithSession(<SessionProbe />);
      await statusIs('anonymous');

      await login();

      await waitFor(() => expect(events).toHaveLength(1));
      expect(api.calls('PUT /api/auth/profile')).toHaveLength(0);
      expect(localStorage.getItem(LEGACY_FAVORITES_KEY)).toBe('[5,20,"x"]');
      stop();
    });
  });
});
