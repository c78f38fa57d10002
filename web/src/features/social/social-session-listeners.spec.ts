import './social-session-listeners';

import { QueryClient } from '@tanstack/react-query';

import { notifySessionRead, notifySignedOut } from '../auth/signed-in-listeners';
import { buildAccountUser, buildSignedInSession } from '../auth/testing/account-factory';
import { conversationsQueryKey } from './api/get-conversations';
import { socialBadgesQueryKey } from './api/social-badges';

describe('the social session listeners', () => {
  const user = buildAccountUser();

  it("keep the session's badge counts for the sidebar, and nothing when it brought none", () => {
    const queryClient = new QueryClient();
    notifySessionRead(buildSignedInSession(user, { badges: null }), queryClient);
    expect(queryClient.getQueryData(socialBadgesQueryKey(user.id))).toBeUndefined();

    notifySessionRead(
      buildSignedInSession(user, {
        badges: { pendingRequests: 2, unreadMessages: 5, unreadNotifications: 0 },
      }),
      queryClient,
    );
    expect(queryClient.getQueryData(socialBadgesQueryKey(user.id))).toEqual({
      pendingRequests: 2,
      unreadMessages: 5,
      unreadNotifications: 0,
    });
  });

  it('drop every social query at sign-out', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(socialBadgesQueryKey(user.id), {
      pendingRequests: 1,
      unreadMessages: 0,
      unreadNotifications: 0,
    });
    queryClient.setQueryData(conversationsQueryKey(user.id), []);

    notifySignedOut(queryClient);

    expect(queryClient.getQueryCache().findAll({ queryKey: ['social'] })).toEqual([]);
  });
});
