import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountUser, AuthSession, ProfileUpdate } from '@tracker/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { clearAuthToken, onTokenRejected, readAuthToken, storeAuthToken } from '../../../lib/api-client';
import { changePassword } from '../api/change-password';
import { CURRENT_USER_QUERY_KEY, getSession } from '../api/get-session';
import { login } from '../api/login';
import { logout } from '../api/logout';
import { logoutAll } from '../api/logout-all';
import { register } from '../api/register';
import { updateProfile, withProfileChanges } from '../api/update-profile';
import { SessionContext, type SessionValue } from '../hooks/use-session';
import { migrateLegacyUser } from '../legacy/migrate-legacy-user';
import { notifySessionRead, notifySignedIn, notifySignedOut } from '../signed-in-listeners';

/**
 * Spec §4 session: the stored token's user, fetched at start with the per-user data the first screen
 * needs (handed to its features before the user shows); one store for the whole app.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readAuthToken);
  const currentUser = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const session = await getSession(signal);
      notifySessionRead(session, queryClient);
      return session.user;
    },
    enabled: token !== null,
    staleTime: Infinity,
  });

  // The token whose sign-in was announced: each sign-in is announced once, even with the same token.
  const announcedToken = useRef<string | null>(null);

  const forget = useCallback(() => {
    announcedToken.current = null;
    setToken(null);
    queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    notifySignedOut(queryClient);
  }, [queryClient]);

  // apiSend has already discarded a token the server answered 401 to; the session follows.
  useEffect(() => onTokenRejected(forget), [forget]);

  const user = token !== null ? (currentUser.data ?? null) : null;
  const status = user ? 'signed-in' : token !== null && currentUser.isPending ? 'loading' : 'anonymous';

  // Once per sign-in: carry the legacy local user over, then let per-user data load (spec §4).
  useEffect(() => {
    if (!user || !token || announcedToken.current === token) return;
    announcedToken.current = token;
    void migrateLegacyUser(user, (migrated) =>
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, migrated),
    ).then((legacy) => notifySignedIn({ user, queryClient, ...legacy }));
  }, [queryClient, token, user]);

  const start = useCallback(
    (session: AuthSession) => {
      storeAuthToken(session.token);
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, session.user);
      setToken(session.token);
    },
    [queryClient],
  );

  const replaceUser = useCallback(
    (next: AccountUser) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, next),
    [queryClient],
  );

  const saveProfile = useCallback(
    async (changes: ProfileUpdate) => {
      const previous = queryClient.getQueryData<AccountUser>(CURRENT_USER_QUERY_KEY);
      if (previous) replaceUser(withProfileChanges(previous, changes));
      try {
        const saved = await updateProfile(changes);
        replaceUser(saved);
        return saved;
      } catch (error) {
        if (previous) replaceUser(previous);
        throw error;
      }
    },
    [queryClient, replaceUser],
  );

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      login: async (credentials) => start(await login(credentials)),
      register: async (form) => start(await register(form)),
      logout: async () => {
        try {
          await logout();
        } catch {
          // Already revoked or unreachable: the browser forgets the token either way.
        }
        clearAuthToken();
        forget();
      },
      logoutEverywhere: async () => {
        await logoutAll();
        clearAuthToken();
        forget();
      },
      changePassword: async (change) => {
        const session = await changePassword(change);
        // The same person on the same device: no new sign-in to announce, only a fresh token.
        announcedToken.current = session.token;
        start(session);
      },
      updateProfile: saveProfile,
      replaceUser,
    }),
    [forget, replaceUser, saveProfile, start, status, user],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
