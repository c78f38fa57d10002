import { lazy, Suspense } from 'react';

import { useSession } from '../../auth/hooks/use-session';

// The feed loads only for a signed-in user, outside the home route's first script.
const FriendsActivity = lazy(() =>
  import('./friends-activity').then((m) => ({ default: m.FriendsActivity })),
);

/** Issue 19: the friends' activity on the home page, for signed-in users only. */
export function FriendsActivitySlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <FriendsActivity key={user.id} userId={user.id} />
    </Suspense>
  );
}
